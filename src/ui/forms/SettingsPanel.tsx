import { useId, type ReactNode } from 'react';
import './settings-panel.css';

/** A titled, described group of settings. */
export function SettingsPanel({ title, hint, testId, children }: { title: string; hint?: string; testId?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="settings-panel" aria-labelledby={titleId} data-testid={testId}>
      <h3 id={titleId} className="settings-panel__title">
        {title}
      </h3>
      {hint && <p className="settings-panel__hint">{hint}</p>}
      {children}
    </section>
  );
}
