import { adminScreen } from '../admin-guard.tsx';
import { ScreenHeader } from './screen-header.tsx';

interface UnavailableScreenProps {
  title: string;
  subtitle: string;
  /** What the screen will do once it exists. */
  plan: string;
}

/**
 * The AI screens' place in the admin: the title and an honest notice, since the AI research and
 * content tools are not part of this version. Guarded like every admin screen.
 */
function UnavailableScreen({ title, subtitle, plan }: UnavailableScreenProps) {
  return (
    <>
      <ScreenHeader title={title} subtitle={subtitle} />
      <section className="card card-body unavailable-screen" aria-labelledby="unavailable-title">
        <h2 id="unavailable-title" className="unavailable-title">
          Not available in this version yet
        </h2>
        <p>The AI research and content tools are not available in this version yet. They arrive with the AI provider setup.</p>
        <p className="muted">{plan}</p>
      </section>
    </>
  );
}

export default adminScreen(UnavailableScreen);
