import { useEffect, useState } from 'react';

/** Seconds with one decimal under a minute, else minutes and seconds. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/** Time since `startedAt`, ticking while `running`; the final duration once known. */
export function Elapsed({ startedAt, durationMs, running }: { startedAt: string; durationMs: number | null; running: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  const ms = !running && durationMs !== null ? durationMs : now - new Date(startedAt).getTime();
  return <span className="elapsed">{formatDuration(ms)}</span>;
}

export function formatUsd(usd: number): string {
  return `$${usd.toFixed(usd > 0 && usd < 1 ? 4 : 2)}`;
}
