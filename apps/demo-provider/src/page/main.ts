/**
 * A stand-in game page until the real one lands: one button that plays a round of the launched
 * game through the studio's API and shows the balance.
 */

interface Launch {
  code: string;
  mode: 'real' | 'demo';
  session: string | null;
  currency: string;
}

const launchElement = document.getElementById('launch');
const root = document.getElementById('game');
if (launchElement && root) {
  const launch = JSON.parse(launchElement.textContent ?? '{}') as Launch;
  const post = async (path: string, body: object) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const status = document.createElement('p');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Play';
  root.append(button, status);
  let demoToken: string | undefined;
  const owner = () => (launch.mode === 'demo' ? { demoToken } : { session: launch.session });
  button.addEventListener('click', () => {
    void (async () => {
      if (launch.mode === 'demo' && !demoToken)
        demoToken = (await post('/api/demo', {})).demoToken as string;
      const answer = await post('/api/round', {
        code: launch.code,
        bet: 100,
        play: { kind: 'slots' },
        ...owner(),
      });
      status.textContent =
        'error' in answer ? String(answer.error) : `Balance: ${String(answer.balance)}`;
    })();
  });
}
