/** The markdown-it plugins ship no type declarations: just what publishing/markdown/markdown.ts uses. */

declare module 'markdown-it-footnote' {
  import type { MarkdownIt } from 'markdown-it';

  export default function footnote(md: MarkdownIt): void;
}

declare module 'markdown-it-task-lists' {
  import type { MarkdownIt } from 'markdown-it';

  interface TaskListOptions {
    /** Checkboxes are rendered disabled unless this is true. */
    enabled?: boolean;
    label?: boolean;
    labelAfter?: boolean;
  }

  export default function taskLists(md: MarkdownIt, options?: TaskListOptions): void;
}
