import { ServiceUnavailableError } from '../../errors.ts';
import type { Storage } from './types.ts';

/** Where no storage is configured (the edge without S3 settings), storing answers 503 with the reason. */
export function createUnconfiguredStorage(): Storage {
  const refuse = async (): Promise<never> => {
    throw new ServiceUnavailableError('Image storage is not configured: set the S3_* variables');
  };
  return { put: refuse, get: async () => undefined, delete: refuse, list: async () => [], keyFor: () => undefined };
}
