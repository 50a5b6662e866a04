import type { RoundResult } from '../api-types';
import { isSymbolId, symbolUri } from '../art/symbols';
import type { Play } from '../math/types';
import { symbolLabel } from './logic';

// What the page and its views build with: elements, buttons, waits, and the view's shape.

export type Wait = (ms: number) => Promise<void>;
export const wait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string; attrs?: Record<string, string> } = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  for (const [name, value] of Object.entries(props.attrs ?? {})) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

export function button(text: string, label: string, className = 'action'): HTMLButtonElement {
  return el('button', { className, text, attrs: { type: 'button', 'aria-label': label } });
}

/** Shows symbol `id` in an image (the studio's SVG drawing) whose text alternative is its label. */
export function showSymbol(image: HTMLImageElement, id: string): void {
  if (image.dataset.symbol === id) return;
  image.dataset.symbol = id;
  image.alt = symbolLabel(id);
  if (isSymbolId(id)) image.src = symbolUri(id);
  else image.removeAttribute('src');
}

/** A new image of symbol `id`; `decorative` ones have an empty text alternative. */
export function symbolImage(
  id: string,
  className = 'symbol',
  decorative = false,
): HTMLImageElement {
  const image = el('img', { className, attrs: { width: '64', height: '64', draggable: 'false' } });
  showSymbol(image, id);
  if (decorative) image.alt = '';
  return image;
}

/** What a view gives the page: its stage, its controls, and how it shows a round. */
export interface View {
  stage: HTMLElement;
  controls: HTMLElement[];
  /** Starts the round's animation; `finish` shows the result once the round may end. */
  start(play: Play): void;
  finish(result: RoundResult, startedAt: number): Promise<void>;
  /** Stops the animation after a refusal. */
  abort(): void;
  setBusy(busy: boolean): void;
  /** Layout tables: the round's bet is the sum of the chips (the picker sets a chip's value). */
  betOf?(play: Play): number;
}

export type Round = (play: Play) => void;
