import type {
  BalanceAnswer,
  BalanceRequest,
  DemoAnswer,
  RoundAnswer,
  RoundRequest,
  StepActRequest,
  StepAnswer,
  StepStartRequest,
} from '../api-types';

// The page's calls to the studio's API on its own origin. A network failure or an answer that is
// not JSON rejects; business refusals resolve as `{ error }` (HTTP 200, or 4xx for BAD_REQUEST).

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}

export const api = {
  demo: () => post<DemoAnswer>('/api/demo', {}),
  balance: (who: BalanceRequest) => post<BalanceAnswer>('/api/balance', who),
  round: (request: RoundRequest) => post<RoundAnswer>('/api/round', request),
  start: (request: StepStartRequest) => post<StepAnswer>('/api/round/start', request),
  act: (request: StepActRequest) => post<StepAnswer>('/api/round/act', request),
};
