import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';

/** A wizard step's refusal, said as a toast. */
export function refuse(description: string): void {
  toast({ title: 'Error', description, variant: 'destructive' });
}

/** A wizard call's failure: the server's reason, else the step's own text. */
export function fail(error: unknown, fallback: string): void {
  refuse(errorMessage(error, fallback));
}
