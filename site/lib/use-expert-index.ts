import { useEffect, useState } from 'react';
import type { ExpertCardData } from '../islands/expert-card.tsx';

/**
 * The browser side of the experts index (site/lib/expert-index.ts builds it). The file's name
 * carries its content hash, so one download per page serves every island on it; a failed
 * download is forgotten so that a retry fetches again.
 */
const downloads = new Map<string, Promise<ExpertCardData[]>>();

function download(url: string): Promise<ExpertCardData[]> {
  let pending = downloads.get(url);
  if (!pending) {
    pending = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
      return (await res.json()) as ExpertCardData[];
    });
    pending.catch(() => downloads.delete(url));
    downloads.set(url, pending);
  }
  return pending;
}

export interface ExpertIndexState {
  /** Every expert, by name, once downloaded. */
  experts: ExpertCardData[] | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** Downloads the index once `wanted` turns true (a filter, a later page, or an interaction). */
export function useExpertIndex(url: string, wanted: boolean): ExpertIndexState {
  const [experts, setExperts] = useState<ExpertCardData[]>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || experts) return;
    let current = true;
    setFailed(false);
    download(url).then(
      (list) => current && setExperts(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [url, wanted, experts, attempt]);

  return { experts, loading: wanted && !experts && !failed, failed, retry: () => setAttempt((n) => n + 1) };
}
