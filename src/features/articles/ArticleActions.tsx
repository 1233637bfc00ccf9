import type { ReactNode } from 'react';
import { ShareButton } from './ShareButton.tsx';
import './share.css';

/** The tools of an article's page, under its title: `children` (朗读 where it has a text), then 分享, in one row. */
export function ArticleActions({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="article-actions" data-testid="article-actions">
      {children}
      <ShareButton title={title} />
    </div>
  );
}
