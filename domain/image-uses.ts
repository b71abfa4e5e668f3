/** Where a stored image is used: shown before it is deleted, and cleared when the delete is confirmed. */
export const IMAGE_USE_KINDS = ['expert', 'article', 'submission', 'library_image', 'user'] as const;
export type ImageUseKind = (typeof IMAGE_USE_KINDS)[number];

export interface ImageUse {
  kind: ImageUseKind;
  id: number;
  /** The expert's or submission's name, the article's title, the library image's prompt, the user's name. */
  label: string;
  /** Which field holds the image, as the editor names it. */
  field: string;
  /** Whether a public page shows it (an expert, a published article): clearing it rebuilds the site. */
  public: boolean;
}

export const IMAGE_USE_KIND_LABELS: Record<ImageUseKind, string> = {
  expert: 'Expert',
  article: 'Article',
  submission: 'Submission',
  library_image: 'Library image',
  user: 'User picture',
};

/** Longest label passed to the screen (prompts and titles can be long). */
export const IMAGE_USE_LABEL_MAX = 80;

/**
 * The article body without the markdown images and links that point at `key`: the text around
 * them stays, a link keeps its words. Keys are random, so a mention of one is a reference.
 */
export function withoutImageReferences(markdown: string, key: string): string {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const target = `\\(<?[^)\\s]*${escaped}[^)\\s]*>?(?:\\s+"[^"]*")?\\)`;
  return markdown
    .replace(new RegExp(`!\\[[^\\]]*\\]${target}`, 'g'), '')
    .replace(new RegExp(`\\[([^\\]]*)\\]${target}`, 'g'), '$1')
    .replace(new RegExp(`<?\\S*${escaped}\\S*>?`, 'g'), '');
}
