import { Switch } from 'radix-ui';
import './toggle.css';

/** A labelled on/off switch (Radix Switch). */
export function Toggle(props: { checked: boolean; onChange: (checked: boolean) => void; label: string; disabled?: boolean }) {
  return (
    <Switch.Root className="switch" checked={props.checked} onCheckedChange={props.onChange} disabled={props.disabled} aria-label={props.label}>
      <Switch.Thumb className="switch-thumb" />
    </Switch.Root>
  );
}
