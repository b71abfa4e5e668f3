import { previewSlug } from '../../../domain/article-text.ts';
import { StepNav } from './step-nav.tsx';
import type { PromoteWizard } from './use-promote-wizard.ts';

/** Step 4: the first saved piece as the article, its featured image, and the link from the expert's profile. */
export function PublishStep({ wizard }: { wizard: PromoteWizard }) {
  const { busy, publishedSlug } = wizard;
  const content = wizard.saved[0]?.content ?? '';
  return (
    <section className="card wizard-panel">
      <h2>Publish Content</h2>
      <h3>Article preview</h3>
      <pre className="library-content-text">{content}</pre>
      <h3>Featured image</h3>
      <ul className="picker-grid" aria-label="Featured image">
        {wizard.images.map((image) => (
          <li key={image.id}>
            <label>
              <input type="radio" name="featured" checked={wizard.featured === image.imageUrl} onChange={() => wizard.setFeatured(image.imageUrl)} />
              <img src={image.imageUrl} alt={image.imagePrompt ?? ''} />
            </label>
          </li>
        ))}
      </ul>
      <label>
        <input type="checkbox" checked={wizard.linkFromProfile} onChange={(event) => wizard.setLinkFromProfile(event.target.checked)} /> Link from the expert's profile
      </label>
      <StepNav wizard={wizard} back={3}>
        <a className="btn btn-secondary" href={`/articles/${publishedSlug ?? previewSlug(content)}`} target="_blank" rel="noopener noreferrer">
          Preview Article
        </a>
        <button type="button" className="btn btn-primary" disabled={busy !== null || publishedSlug !== null} onClick={() => void wizard.publish()}>
          {busy === 'publish' ? 'Publishing...' : publishedSlug ? 'Published' : 'Publish to Website'}
        </button>
      </StepNav>
    </section>
  );
}
