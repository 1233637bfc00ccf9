import type { ReactNode } from 'react';

/**
 * A section named by its heading: `<section aria-labelledby="{id}-title" data-testid="{id}">` and the heading
 * `id="{id}-title"` first in it. With `headClassName` the heading stands in a row with `aside` (a button beside it);
 * with `innerClassName` everything is inside one more box (a page-width container).
 */
export function TitledSection({
  id,
  title,
  level = 2,
  className,
  titleClassName,
  headClassName,
  aside,
  innerClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  className: string;
  titleClassName: string;
  headClassName?: string;
  aside?: ReactNode;
  innerClassName?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={`${id}-title`} className={titleClassName}>
      {title}
    </Heading>
  );
  const content = (
    <>
      {headClassName ? (
        <div className={headClassName}>
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </>
  );
  return (
    <section className={className} aria-labelledby={`${id}-title`} data-testid={id}>
      {innerClassName ? <div className={innerClassName}>{content}</div> : content}
    </section>
  );
}
