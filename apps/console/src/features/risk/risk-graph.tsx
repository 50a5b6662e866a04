import { useId } from 'react';
import { Link } from 'react-router';
import type { RiskGraphAnswer, RiskLinkKind } from '@lobby/contract/console-risk';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n/i18n';
import { GRAPH_SIZE, radialLayout } from './graph-layout';
import styles from './risk.module.css';

/** Each kind's line: a colour and a dash of its own, so kinds differ without colour too. */
const LINE: Record<RiskLinkKind, { stroke: string; dash?: string }> = {
  device: { stroke: '#b42318' },
  payoutAccount: { stroke: '#6d28d9', dash: '10 4' },
  paymentMethod: { stroke: '#1d4ed8', dash: '2 4' },
  ip: { stroke: '#b45309', dash: '8 4 2 4' },
  ip24: { stroke: '#047857', dash: '4 4' },
  signUpIp24: { stroke: '#374151', dash: '12 4 4 4' },
};

const kindLabel = (kind: RiskLinkKind) => t(`risk.kinds.${kind}`);
const playerLine = (node: { userId: number; nickname: string }) =>
  t('risk.playerLine', { id: node.userId, nickname: node.nickname });

/** Above this many lines, their labels would hide the drawing: the legend names the kinds. */
const MAX_LABELLED = 20;

/**
 * One player's linked accounts, drawn (a radial graph: the player in the centre, the players who
 * share a signal with them around, one line per shared signal labelled with its kind) and, for
 * screen readers and for copying, the same as two tables below the drawing: the players with
 * their scores (each opening their own graph) and who shares what with whom.
 */
export function RiskGraph({ graph }: { graph: RiskGraphAnswer }) {
  const titleId = useId();
  const descId = useId();
  const { nodes, edges } = radialLayout(graph);
  const byId = new Map(graph.nodes.map((n) => [n.userId, n]));
  const linked = nodes.length - 1;
  const labelled = edges.length <= MAX_LABELLED;
  const kinds = [...new Set(edges.map((e) => e.kind))];
  const name = (id: number) => {
    const node = byId.get(id);
    return node ? playerLine(node) : `#${id}`;
  };
  return (
    <div data-testid="risk-graph" data-user-id={graph.userId}>
      <svg
        className={styles.graph}
        viewBox={`0 0 ${GRAPH_SIZE} ${GRAPH_SIZE}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        data-testid="risk-graph-drawing"
      >
        <title id={titleId}>{t('risk.graph.title', { id: graph.userId })}</title>
        <desc id={descId}>
          {t('risk.graph.description', { id: graph.userId, count: Math.max(0, linked) })}
        </desc>
        <g>
          {edges.map((edge) => (
            <g
              key={edge.key}
              data-testid="risk-graph-edge"
              data-kind={edge.kind}
              data-from={edge.from}
              data-to={edge.to}
            >
              <path
                d={edge.path}
                fill="none"
                stroke={LINE[edge.kind].stroke}
                strokeDasharray={LINE[edge.kind].dash}
                strokeWidth={2.5}
              />
              {labelled ? (
                <text x={edge.labelX} y={edge.labelY} className={styles.edgeLabel}>
                  {kindLabel(edge.kind)}
                </text>
              ) : null}
            </g>
          ))}
        </g>
        <g>
          {nodes.map((node) => (
            <g
              key={node.userId}
              data-testid="risk-graph-node"
              data-user-id={node.userId}
              data-centre={node.centre ? 'true' : undefined}
            >
              <circle
                cx={node.x}
                cy={node.y}
                r={node.r}
                className={node.centre ? styles.centreNode : styles.node}
              />
              <text
                x={node.labelX}
                y={node.labelY}
                textAnchor={node.anchor}
                className={styles.nodeLabel}
              >
                {`#${node.userId}`}
              </text>
              {node.r >= 16 ? (
                <text x={node.x} y={node.y + 5} className={styles.nodeScore}>
                  {node.score}
                </text>
              ) : null}
            </g>
          ))}
        </g>
      </svg>
      {linked <= 0 ? <p className={styles.note}>{t('risk.graph.alone')}</p> : null}
      {kinds.length > 0 ? (
        <ul className={styles.legend} aria-label={t('risk.graph.legend')}>
          {kinds.map((kind) => (
            <li key={kind}>
              <svg width="36" height="10" aria-hidden="true" focusable="false">
                <line
                  x1="0"
                  y1="5"
                  x2="36"
                  y2="5"
                  stroke={LINE[kind].stroke}
                  strokeDasharray={LINE[kind].dash}
                  strokeWidth={2.5}
                />
              </svg>
              {kindLabel(kind)}
            </li>
          ))}
        </ul>
      ) : null}
      <DataTable
        caption={t('risk.graph.nodesCaption')}
        rows={graph.nodes}
        rowKey={(n) => n.userId}
        columns={[
          {
            label: t('risk.graph.player'),
            cell: (n) =>
              n.userId === graph.userId ? (
                <>
                  {playerLine(n)} <span className={styles.muted}>({t('risk.graph.centre')})</span>
                </>
              ) : (
                <Link to={`/risk/${n.userId}`}>{playerLine(n)}</Link>
              ),
          },
          { label: t('risk.graph.score'), cell: (n) => n.score, numeric: true },
        ]}
      />
      {graph.edges.length > 0 ? (
        <DataTable
          caption={t('risk.graph.edgesCaption')}
          rows={graph.edges}
          rowKey={(e) => `${e.from}-${e.to}-${e.kind}-${e.value}`}
          rowProps={() => ({ 'data-testid': 'risk-link-row' })}
          columns={[
            { label: t('risk.graph.player'), cell: (e) => name(e.from) },
            { label: t('risk.graph.shares'), cell: (e) => kindLabel(e.kind) },
            { label: t('risk.graph.value'), cell: (e) => <code>{e.value}</code> },
            { label: t('risk.graph.with'), cell: (e) => name(e.to) },
          ]}
        />
      ) : null}
    </div>
  );
}
