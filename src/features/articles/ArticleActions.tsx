import { ShareButton } from './ShareButton.tsx';
import './share.css';

/** The tools of an article's page, under its title: 分享 (other tools sit beside it in the same row). */
export function ArticleActions({ title }: { title: string }) {
  return (
    <div className="article-actions" data-testid="article-actions">
      <ShareButton title={title} />
    </div>
  );
}
