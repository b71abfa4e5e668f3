import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AiProvidersReply } from '../../../domain/ai/models.ts';
import type { ImageProviderInfo, ImageSize, ImageStyle } from '../../../domain/ai/images.ts';
import { previewSlug } from '../../../domain/article-text.ts';
import type { Expert } from '../../../domain/entities.ts';
import { ARTICLE_TYPES, SAVED_MARK_MS, WIZARD_MESSAGES } from '../../../domain/wizard.ts';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { adminScreen } from '../admin-guard.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';

interface Idea {
  id: string;
  title: string;
  description: string;
  targetExpert: string;
  selected: boolean;
}

interface Piece {
  id: string;
  content: string;
  idea: { title: string };
  savedId: number | null;
  saving: 'idle' | 'saving' | 'saved';
  status: 'done' | 'failed';
  error?: string;
}

interface Image {
  imageUrl: string;
  imagePrompt: string;
  contentId: number;
  provider: string;
  model: string;
  size: string;
}

interface ImageOptions {
  providers: ImageProviderInfo[];
  sizes: Array<{ value: ImageSize; label: string }>;
  defaultSize: ImageSize;
  styles: ImageStyle[];
  defaultStyle: ImageStyle;
}

const STEPS = ['Select Expert & Generate Ideas', 'Create Article Content', 'Image Generation', 'Publish Content'];

function fail(title: string, error: unknown, fallback: string) {
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

/** /admin/promote: the four-step wizard from an expert to a published, illustrated article. */
function PromoteWizard() {
  const experts = useQuery<Expert[]>({ queryKey: ['/api/experts'] });
  const textAi = useQuery<AiProvidersReply>({ queryKey: ['/api/admin/ai/providers'] });
  const imageAi = useQuery<ImageOptions>({ queryKey: ['/api/admin/ai/image-providers'] });
  const [step, setStep] = useState(1);
  const [expertId, setExpertId] = useState('');
  const [userIdea, setUserIdea] = useState('');
  const [textProvider, setTextProvider] = useState('');
  const [textModel, setTextModel] = useState('');
  const [ideas, setIdeas] = useState<Idea[]>([]);
  const [articleType, setArticleType] = useState('research-insight');
  const [pieces, setPieces] = useState<Piece[]>([]);
  const [imageProvider, setImageProvider] = useState('openai');
  const [imageModel, setImageModel] = useState('');
  const [size, setSize] = useState<string>('1280x720');
  const [style, setStyle] = useState<string>('documentary');
  const [prompt, setPrompt] = useState('');
  const [images, setImages] = useState<Image[]>([]);
  const [featured, setFeatured] = useState<string | null>(null);
  const [linkFromProfile, setLinkFromProfile] = useState(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [runCost, setRunCost] = useState<number | null>(null);
  const [publishedSlug, setPublishedSlug] = useState<string | null>(null);

  const expert = experts.data?.find((item) => String(item.id) === expertId);
  const saved = pieces.filter((piece) => piece.savedId !== null);
  const provider = textAi.data?.providers.find((item) => item.id === (textProvider || textAi.data?.defaultProvider));
  const imageProviderInfo = imageAi.data?.providers.find((item) => item.id === imageProvider);
  const choice = { ...(textProvider ? { provider: textProvider } : {}), ...(textModel ? { model: textModel } : {}) };

  async function generateIdeas() {
    if (!expertId) return toast({ title: 'Error', description: WIZARD_MESSAGES.selectExpertFirst, variant: 'destructive' });
    setBusy('ideas');
    try {
      const reply = await apiRequest<{ ideas: Omit<Idea, 'selected'>[] }>('POST', '/api/admin/generate-ideas', { expertId: Number(expertId), userIdea, ...choice });
      setIdeas(reply.ideas.map((idea) => ({ ...idea, selected: false })));
    } catch (error) {
      fail('Error', error, 'Failed to generate ideas');
    } finally {
      setBusy(null);
    }
  }

  async function generateContent() {
    const selected = ideas.filter((idea) => idea.selected);
    if (selected.length === 0) return toast({ title: 'Error', description: WIZARD_MESSAGES.selectIdea, variant: 'destructive' });
    if (!expertId) return toast({ title: 'Error', description: WIZARD_MESSAGES.selectExpert, variant: 'destructive' });
    if (!articleType) return toast({ title: 'Error', description: WIZARD_MESSAGES.selectArticleType, variant: 'destructive' });
    setBusy('content');
    setPieces([]);
    // One call per idea, so the screen shows each one's progress and a failure keeps the others.
    await Promise.all(
      selected.map(async (idea) => {
        try {
          const reply = await apiRequest<{ contents: Array<{ content: string }> }>('POST', '/api/admin/generate-content-from-ideas', {
            ideas: [{ title: idea.title, description: idea.description }],
            experts: [expertId],
            platform: 'article',
            contentType: articleType,
            ...choice,
          });
          const content = reply.contents[0]?.content ?? '';
          setPieces((current) => [...current, { id: idea.id, content, idea, savedId: null, saving: 'idle', status: 'done' }]);
        } catch (error) {
          setPieces((current) => [...current, { id: idea.id, content: '', idea, savedId: null, saving: 'idle', status: 'failed', error: errorMessage(error, 'Generation failed') }]);
        }
      }),
    );
    setBusy(null);
    setStep(2);
  }

  async function save(piece: Piece) {
    const mark = (patch: Partial<Piece>) => setPieces((current) => current.map((item) => (item.id === piece.id ? { ...item, ...patch } : item)));
    mark({ saving: 'saving' });
    try {
      const row = await apiRequest<{ id: number }>('POST', '/api/library/content', {
        projectId: 1,
        ideaId: piece.id,
        expertId: Number(expertId),
        platform: 'article',
        contentType: articleType,
        content: piece.content,
        aiProvider: provider?.id ?? null,
        aiModel: textModel || provider?.defaultModel || null,
      });
      mark({ savedId: row.id, saving: 'saved' });
      setTimeout(() => mark({ saving: 'idle' }), SAVED_MARK_MS);
    } catch (error) {
      mark({ saving: 'idle' });
      fail('Error', error, 'Failed to save content');
    }
  }

  async function generatePrompt() {
    const first = saved[0];
    if (!first) return toast({ title: 'Error', description: WIZARD_MESSAGES.saveContentFirst, variant: 'destructive' });
    setBusy('prompt');
    try {
      setPrompt((await apiRequest<{ prompt: string }>('POST', '/api/admin/generate-image-prompt', { content: first.content, expert: Number(expertId), style, size })).prompt);
    } catch (error) {
      fail('Error', error, 'Failed to generate the image prompt');
    } finally {
      setBusy(null);
    }
  }

  async function generateImages() {
    if (saved.length === 0) return toast({ title: 'Error', description: WIZARD_MESSAGES.saveContentFirst, variant: 'destructive' });
    if (!prompt.trim()) return toast({ title: 'Error', description: WIZARD_MESSAGES.promptRequired, variant: 'destructive' });
    setBusy('images');
    try {
      const reply = await apiRequest<{ images: Image[]; costUsd: number }>('POST', '/api/admin/generate-images', {
        contents: saved.map((piece) => ({ id: piece.savedId })),
        provider: imageProvider,
        model: imageModel || undefined,
        size,
        customPrompt: prompt,
      });
      setImages((current) => [...current, ...reply.images]);
      setRunCost(reply.costUsd);
      await Promise.all(
        reply.images.map((image, index) =>
          apiRequest('POST', '/api/library/images', { projectId: 1, contentId: image.contentId, imageUrl: image.imageUrl, imagePrompt: image.imagePrompt, provider: image.provider, model: image.model, size: image.size, imageIndex: index }),
        ),
      );
      setFeatured((current) => current ?? reply.images[0]?.imageUrl ?? null);
    } catch (error) {
      fail('Error', error, 'Failed to generate images');
    } finally {
      setBusy(null);
    }
  }

  async function publish() {
    const piece = saved[0];
    if (!piece) return toast({ title: WIZARD_MESSAGES.noContent, variant: 'destructive' });
    if (!expertId) return toast({ title: WIZARD_MESSAGES.noExpert, variant: 'destructive' });
    if (!expert) return toast({ title: WIZARD_MESSAGES.expertNotFound, variant: 'destructive' });
    setBusy('publish');
    try {
      const reply = await apiRequest<{ title: string; slug: string }>('POST', '/api/admin/publish-article', {
        content: piece.content,
        expert: expertId,
        featuredImage: featured,
        linkFromProfile,
        contentType: articleType,
      });
      setPublishedSlug(reply.slug);
      toast({ title: WIZARD_MESSAGES.published, description: `"${reply.title}" is published.` });
    } catch {
      toast({ title: WIZARD_MESSAGES.publishFailed, description: WIZARD_MESSAGES.publishFailedText, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <ScreenHeader title="Promote Longevity" subtitle="Generate articles with images from an expert's work." />
      <ol className="wizard-steps" aria-label="Progress">
        {STEPS.map((label, index) => (
          <li key={label} aria-current={step === index + 1 ? 'step' : undefined} className={step >= index + 1 ? 'wizard-step done' : 'wizard-step'}>
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      {runCost !== null && <p className="muted">Last image run cost: ${runCost.toFixed(3)}</p>}

      {step === 1 && (
        <section className="card wizard-panel">
          <h2>Select Expert & Generate Ideas</h2>
          <label className="field">
            Expert
            <select className="input" aria-label="Expert" value={expertId} onChange={(event) => setExpertId(event.target.value)}>
              <option value="">Select an expert</option>
              {experts.data?.map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            Your idea (optional)
            <textarea className="input" value={userIdea} onChange={(event) => setUserIdea(event.target.value)} />
          </label>
          <label className="field">
            Text AI provider
            <select className="input" value={textProvider} onChange={(event) => { setTextProvider(event.target.value); setTextModel(''); }}>
              <option value="">Default</option>
              {textAi.data?.providers.filter((item) => item.configured).map((item) => (
                <option key={item.id} value={item.id}>{item.label}</option>
              ))}
            </select>
          </label>
          <label className="field">
            Text model
            <select className="input" value={textModel} onChange={(event) => setTextModel(event.target.value)}>
              <option value="">Default</option>
              {provider?.models.map((model) => <option key={model} value={model}>{model}</option>)}
            </select>
          </label>
          <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void generateIdeas()}>
            {busy === 'ideas' ? 'Generating...' : 'Generate Ideas'}
          </button>
          <ul className="idea-list" aria-label="Ideas">
            {ideas.map((idea) => (
              <li key={idea.id}>
                <label>
                  <input type="checkbox" checked={idea.selected} onChange={() => setIdeas((current) => current.map((item) => (item.id === idea.id ? { ...item, selected: !item.selected } : item)))} />{' '}
                  <strong>{idea.title}</strong> {idea.description}
                </label>
              </li>
            ))}
          </ul>
          {ideas.length > 0 && (
            <>
              <label className="field">
                Article type
                <select className="input" value={articleType} onChange={(event) => setArticleType(event.target.value)}>
                  {ARTICLE_TYPES.map((type) => <option key={type.value} value={type.value}>{type.label}</option>)}
                </select>
              </label>
              <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void generateContent()}>
                {busy === 'content' ? `Writing ${pieces.length} / ${ideas.filter((idea) => idea.selected).length}...` : 'Create Article Content'}
              </button>
            </>
          )}
        </section>
      )}

      {step === 2 && (
        <section className="card wizard-panel">
          <h2>Create Article Content</h2>
          {pieces.map((piece) => (
            <article key={piece.id} className="card wizard-piece">
              <h3>{piece.idea.title}</h3>
              {piece.status === 'failed' ? (
                <p className="field-error">{piece.error}</p>
              ) : (
                <>
                  <textarea className="input" rows={12} aria-label={`Content: ${piece.idea.title}`} value={piece.content} onChange={(event) => setPieces((current) => current.map((item) => (item.id === piece.id ? { ...item, content: event.target.value } : item)))} />
                  <button type="button" className="btn btn-secondary" disabled={piece.saving === 'saving' || piece.savedId !== null} onClick={() => void save(piece)}>
                    {piece.saving === 'saving' ? 'Saving' : piece.saving === 'saved' ? 'Saved!' : piece.savedId !== null ? 'Saved' : 'Save to Library'}
                  </button>
                </>
              )}
            </article>
          ))}
          <div className="dialog-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setStep(1)}>Back</button>
            <button type="button" className="btn btn-primary" disabled={saved.length === 0} onClick={() => setStep(3)}>Continue to Images</button>
          </div>
        </section>
      )}

      {step === 3 && (
        <section className="card wizard-panel">
          <h2>Image Generation</h2>
          <label className="field">
            Image provider
            <select className="input" value={imageProvider} onChange={(event) => { setImageProvider(event.target.value); setImageModel(''); }}>
              {imageAi.data?.providers.map((item) => <option key={item.id} value={item.id}>{item.label}{item.configured ? '' : ' (not configured)'}</option>)}
            </select>
          </label>
          <label className="field">
            Image model
            <select className="input" value={imageModel || imageProviderInfo?.models[0] || ''} onChange={(event) => setImageModel(event.target.value)}>
              {imageProviderInfo?.models.map((model) => <option key={model} value={model}>{model}</option>)}
            </select>
          </label>
          <label className="field">
            Size
            <select className="input" value={size} onChange={(event) => setSize(event.target.value)}>
              {imageAi.data?.sizes.map((item) => <option key={item.value} value={item.value}>{item.label}</option>)}
            </select>
          </label>
          <label className="field">
            Visual style
            <select className="input" value={style} onChange={(event) => setStyle(event.target.value)}>
              {imageAi.data?.styles.map((item) => <option key={item} value={item}>{item}</option>)}
            </select>
          </label>
          <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void generatePrompt()}>
            {busy === 'prompt' ? 'Writing prompt...' : 'Generate AI Prompt'}
          </button>
          <label className="field">
            Image prompt
            <textarea className="input" aria-label="Image prompt" value={prompt} onChange={(event) => setPrompt(event.target.value)} />
          </label>
          <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void generateImages()}>
            {busy === 'images' ? `Creating ${saved.length} image${saved.length === 1 ? '' : 's'}...` : 'Create Images'}
          </button>
          <ul className="picker-grid" aria-label="Generated images">
            {images.map((image) => (
              <li key={image.imageUrl}>
                <img src={image.imageUrl} alt={image.imagePrompt} />
                <span className="muted">Saved to library · {image.size}</span>
              </li>
            ))}
          </ul>
          <div className="dialog-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setStep(2)}>Back</button>
            <button type="button" className="btn btn-primary" disabled={images.length === 0} onClick={() => setStep(4)}>Continue to Publish</button>
          </div>
        </section>
      )}

      {step === 4 && (
        <section className="card wizard-panel">
          <h2>Publish Content</h2>
          <h3>Article preview</h3>
          <pre className="library-content-text">{saved[0]?.content}</pre>
          <h3>Featured image</h3>
          <ul className="picker-grid" aria-label="Featured image">
            {images.map((image) => (
              <li key={image.imageUrl}>
                <label>
                  <input type="radio" name="featured" checked={featured === image.imageUrl} onChange={() => setFeatured(image.imageUrl)} />
                  <img src={image.imageUrl} alt={image.imagePrompt} />
                </label>
              </li>
            ))}
          </ul>
          <label>
            <input type="checkbox" checked={linkFromProfile} onChange={(event) => setLinkFromProfile(event.target.checked)} /> Link from the expert's profile
          </label>
          <div className="dialog-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setStep(3)}>Back</button>
            <a className="btn btn-secondary" href={`/articles/${publishedSlug ?? previewSlug(saved[0]?.content ?? '')}`} target="_blank" rel="noopener noreferrer">
              Preview Article
            </a>
            <button type="button" className="btn btn-primary" disabled={busy !== null || publishedSlug !== null} onClick={() => void publish()}>
              {busy === 'publish' ? 'Publishing...' : publishedSlug ? 'Published' : 'Publish to Website'}
            </button>
          </div>
        </section>
      )}
    </>
  );
}

export default adminScreen(PromoteWizard);
