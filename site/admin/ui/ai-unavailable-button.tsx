import { Tooltip } from 'radix-ui';

/** Why every AI button is inert in this version: the provider setup comes with a later release. */
const AI_UNAVAILABLE = 'AI tools arrive with the AI provider setup';

/**
 * The place of an AI helper in an editor's layout, inert until the AI provider setup exists. It
 * is aria-disabled rather than disabled, so a keyboard user can still reach it and hear why.
 */
export function AiUnavailableButton({ label, accessibleLabel }: { label: string; accessibleLabel: string }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className="btn btn-ghost btn-sm ai-button"
            aria-disabled="true"
            aria-label={accessibleLabel}
            onClick={(event) => event.preventDefault()}
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
              <path d="M19 16l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z" />
            </svg>
            {label}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="tooltip" sideOffset={4}>
            {AI_UNAVAILABLE}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
