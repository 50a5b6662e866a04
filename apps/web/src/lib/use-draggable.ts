import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { local } from './storage';

type Store = typeof local;

export interface Point {
  x: number;
  y: number;
}

/** How far a press must move before it is a drag and not a tap (px). */
export const DRAG_THRESHOLD = 6;
/** After a drag the browser may still send a click; taps this soon after one are ignored (ms). */
const CLICK_AFTER_DRAG_MS = 350;

/** The top-left corner that keeps a box of `size` wholly inside `bounds` (when it fits). */
export function clampPoint(
  point: Point,
  size: { width: number; height: number },
  bounds: { width: number; height: number },
): Point {
  const maxX = Math.max(0, bounds.width - size.width);
  const maxY = Math.max(0, bounds.height - size.height);
  return {
    x: Math.round(Math.min(Math.max(point.x, 0), maxX)),
    y: Math.round(Math.min(Math.max(point.y, 0), maxY)),
  };
}

/** The whole screen: where a floating element may go unless told otherwise. */
const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/** Where the player last left the element, if it was stored and still reads as a point. */
function storedPoint(store: Store, key: string): Point | null {
  const value = store.getJson<unknown>(key);
  if (value && typeof value === 'object') {
    const { x, y } = value as Record<string, unknown>;
    if (Number.isFinite(x) && Number.isFinite(y)) return { x: x as number, y: y as number };
  }
  return null;
}

/** Set on <body> while the handle is pressed: frames stop taking the pointer (see the CSS). */
export const DRAGGING_ATTRIBUTE = 'data-dragging';

/**
 * A floating element the player drags with a finger or the mouse (pointer events), kept inside
 * the screen (or the area `bounds` gives, from the top-left corner) as it moves, as the screen turns and as the element changes size (call
 * `keepInside` after such a change). A press that moves less than DRAG_THRESHOLD is a tap and
 * reaches the buttons inside; a drag does not. The position is written to the element's style
 * directly: a drag re-renders nothing. With a `storageKey` the position where a drag ends is
 * kept in `store` (local storage unless told: the session's for a position kept for the visit)
 * and is where the element appears next time (clamped to the screen); an unreadable or full
 * storage keeps it for this page only.
 *
 * The press is followed on the window, not on the element: a mouse soon leaves the element, and
 * over an iframe its moves would go to the frame's document; while a press lasts <body> carries
 * DRAGGING_ATTRIBUTE, under which frames take no pointer events. (Capturing the pointer instead
 * would send the tap's click to the handle rather than to the button pressed.)
 */
export function useDraggable<E extends HTMLElement>(
  start: Point,
  storageKey?: string,
  store: Store = local,
  bounds: () => { width: number; height: number } = viewport,
) {
  const ref = useRef<E>(null);
  const position = useRef<Point>(storageKey ? (storedPoint(store, storageKey) ?? start) : start);
  const draggedAt = useRef(0);
  const endPress = useRef<(() => void) | null>(null);

  const moveTo = useCallback(
    (point: Point) => {
      const element = ref.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const next = clampPoint(point, { width: box.width, height: box.height }, bounds());
      position.current = next;
      element.style.transform = `translate3d(${next.x}px, ${next.y}px, 0)`;
    },
    [bounds],
  );

  const keepInside = useCallback(() => moveTo(position.current), [moveTo]);

  useLayoutEffect(keepInside, [keepInside]);
  useEffect(() => {
    window.addEventListener('resize', keepInside);
    return () => {
      window.removeEventListener('resize', keepInside);
      endPress.current?.();
    };
  }, [keepInside]);

  const onPointerDown = (event: ReactPointerEvent<E>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    endPress.current?.();
    const id = event.pointerId;
    const from = position.current;
    const origin = { x: event.clientX, y: event.clientY };
    let dragging = false;

    const onMove = (e: PointerEvent) => {
      if (e.pointerId !== id) return;
      const dx = e.clientX - origin.x;
      const dy = e.clientY - origin.y;
      if (!dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      dragging = true;
      moveTo({ x: from.x + dx, y: from.y + dy });
    };
    const onEnd = (e: PointerEvent) => {
      if (e.pointerId !== id) return;
      if (dragging) {
        draggedAt.current = Date.now();
        if (storageKey) store.setJson(storageKey, position.current);
      }
      end();
    };
    const end = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      document.body.removeAttribute(DRAGGING_ATTRIBUTE);
      endPress.current = null;
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    document.body.setAttribute(DRAGGING_ATTRIBUTE, '');
    endPress.current = end;
  };

  const onClickCapture = (event: MouseEvent<E>) => {
    if (Date.now() - draggedAt.current < CLICK_AFTER_DRAG_MS) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return { ref, keepInside, handlers: { onPointerDown, onClickCapture } };
}
