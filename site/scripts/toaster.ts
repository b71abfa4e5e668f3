import { LIMITS } from '../../domain/limits.ts';
import { TOAST_EVENT, showPendingToast, type ToastOptions } from '../lib/toast.ts';

/** The toasts of site/components/toaster.astro, with the spec's timing and gestures. */
const SWIPE_THRESHOLD_PX = 50;

const viewport = document.querySelector<HTMLDivElement>('[data-toaster]');

function element(tag: string, className: string, text: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/** Counts down while the toast is neither hovered nor focused. */
function timer(onDone: () => void, duration: number = LIMITS.toastDurationMs) {
  let left = duration;
  let started = 0;
  let handle: ReturnType<typeof setTimeout> | undefined;
  return {
    resume() {
      if (handle !== undefined) return;
      started = Date.now();
      handle = setTimeout(onDone, left);
    },
    pause() {
      if (handle === undefined) return;
      clearTimeout(handle);
      handle = undefined;
      left -= Date.now() - started;
    },
    stop() {
      clearTimeout(handle);
      handle = undefined;
    },
  };
}

/** Right swipes move the toast; past the threshold it leaves, short of it it springs back. */
function swipeToDismiss(toast: HTMLElement, dismiss: () => void): void {
  let startX: number | undefined;
  toast.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('button')) return;
    startX = event.clientX;
    toast.setPointerCapture(event.pointerId);
  });
  toast.addEventListener('pointermove', (event) => {
    if (startX === undefined) return;
    toast.dataset.swipe = 'move';
    toast.style.setProperty('--toast-swipe-x', `${Math.max(0, event.clientX - startX)}px`);
  });
  const end = (event: PointerEvent) => {
    if (startX === undefined) return;
    const moved = event.clientX - startX;
    startX = undefined;
    if (moved > SWIPE_THRESHOLD_PX) {
      toast.dataset.swipe = 'end';
      toast.addEventListener('animationend', dismiss, { once: true });
    } else toast.dataset.swipe = 'cancel';
  };
  toast.addEventListener('pointerup', end);
  toast.addEventListener('pointercancel', end);
}

/**
 * One toast at a time, as the spec says. A later toast replaces the one shown, except a toast
 * offering Undo: what comes while it shows waits until it leaves (its own time, Close, or Undo),
 * so no Undo goes early. Of the notices waiting, only the newest is still worth showing; toasts
 * with an action each keep their turn.
 */
let shown: { node: HTMLElement; stop: () => void; hasAction: boolean } | undefined;
const waiting: ToastOptions[] = [];

function dismiss(node: HTMLElement): void {
  if (shown?.node !== node) return;
  shown.stop();
  shown = undefined;
  node.remove();
  const next = waiting.shift();
  if (next) show(next);
}

function wait(options: ToastOptions): void {
  if (!options.action) {
    const stale = waiting.findIndex((toast) => !toast.action);
    if (stale >= 0) waiting.splice(stale, 1);
  }
  waiting.push(options);
}

function show(options: ToastOptions): void {
  if (!viewport) return;
  if (shown && (shown.hasAction || waiting.length > 0)) {
    wait(options);
    return;
  }
  if (shown) dismiss(shown.node);
  const { title, description, variant = 'default', action, durationMs } = options;
  // A div, not a list item: a toast carries role=status or alert, which a list item may not.
  const node = element('div', 'toast', '');
  node.dataset.variant = variant;
  node.setAttribute('role', variant === 'destructive' ? 'alert' : 'status');
  node.setAttribute('aria-atomic', 'true');
  node.append(element('div', 'toast-title', title));
  if (description) node.append(element('div', 'toast-description', description));
  if (action) {
    const button = element('button', 'btn btn-secondary btn-sm toast-action', action.label);
    button.setAttribute('type', 'button');
    button.addEventListener('click', () => {
      dismiss(node);
      action.onClick();
    });
    node.append(button);
  }
  const close = element('button', 'toast-close', '×');
  close.setAttribute('type', 'button');
  close.setAttribute('aria-label', 'Close');
  close.addEventListener('click', () => dismiss(node));
  node.append(close);

  const countdown = timer(() => dismiss(node), durationMs);
  for (const type of ['pointerenter', 'focusin']) node.addEventListener(type, countdown.pause);
  node.addEventListener('pointerleave', countdown.resume);
  node.addEventListener('focusout', (event) => {
    if (!node.contains(event.relatedTarget as Node | null)) countdown.resume();
  });
  swipeToDismiss(node, () => dismiss(node));
  viewport.append(node);
  shown = { node, stop: countdown.stop, hasAction: action !== undefined };
  countdown.resume();
}

if (viewport) {
  window.addEventListener(TOAST_EVENT, (event) => show((event as CustomEvent<ToastOptions>).detail));
  window.addEventListener('keydown', (event) => {
    if (event.key === 'F8') viewport.focus();
  });
  showPendingToast();
}
