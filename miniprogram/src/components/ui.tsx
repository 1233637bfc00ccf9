import { Button, Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';
import { t } from '../strings';
import './ui.css';

// WeUI-like pieces: a page with the safe area kept clear, groups of cells, a message page (icon, title, text,
// buttons), and the states every page shares (loading, no network with 重试, not in WeChat).

export function Page({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <View className="page" data-testid={testId}>
      {children}
    </View>
  );
}

export function CellGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <View className="cells-group">
      {title && <View className="cells-title">{title}</View>}
      <View className="cells">{children}</View>
    </View>
  );
}

interface CellProps {
  title: ReactNode;
  value?: ReactNode;
  description?: ReactNode;
  /** A cell that opens something: it is a button with this label, drawn with an arrow. */
  onTap?: () => void;
  label?: string;
  testId?: string;
  unread?: boolean;
}

export function Cell({ title, value, description, onTap, label, testId, unread }: CellProps) {
  const body = (
    <>
      <View className="cell__body">
        <View className="cell__title">
          {unread && <View className="cell__dot" aria-hidden="true" />}
          {title}
        </View>
        {description && <View className="cell__desc">{description}</View>}
      </View>
      {value !== undefined && <View className="cell__value">{value}</View>}
      {onTap && <View className="cell__arrow" aria-hidden="true" />}
    </>
  );
  if (!onTap)
    return (
      <View className="cell" data-testid={testId}>
        {body}
      </View>
    );
  return (
    <View className="cell cell--link" hoverClass="cell--active" onClick={onTap} role="button" aria-label={label} data-testid={testId}>
      {body}
    </View>
  );
}

type Tone = 'success' | 'info' | 'warn' | 'waiting' | 'device';

/** A result page: WeUI's msg (a large icon, the title, what it means, then the actions). */
export function Msg({
  tone,
  title,
  detail,
  children,
  testId,
}: {
  tone: Tone;
  title: string;
  detail?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <View className="msg" data-testid={testId}>
      <View className={`msg__icon msg__icon--${tone}`} aria-hidden="true" />
      <View className="msg__title" role="heading" aria-level={1}>
        {title}
      </View>
      {detail && <View className="msg__desc">{detail}</View>}
      {children && <View className="msg__actions">{children}</View>}
    </View>
  );
}

interface ActionProps {
  children: string;
  onTap: () => void;
  kind?: 'primary' | 'default' | 'warn';
  disabled?: boolean;
  loading?: boolean;
  testId?: string;
}

/**
 * A WeUI button. In WeChat the native <button> (read out by its text); in H5, whose Taro button drops `role`, a view
 * that says it is one, so the tests find it as a person's screen reader would.
 */
export function Action({ children, onTap, kind = 'primary', disabled, loading, testId }: ActionProps) {
  const className = `btn btn--${kind}${disabled ? ' btn--disabled' : ''}`;
  if (process.env.TARO_ENV === 'h5') {
    return (
      <View
        className={className}
        role="button"
        aria-label={children}
        aria-disabled={disabled ? 'true' : 'false'}
        aria-busy={loading ? 'true' : 'false'}
        onClick={disabled ? undefined : onTap}
        data-testid={testId}
      >
        {children}
      </View>
    );
  }
  return (
    <Button className={className} disabled={disabled} loading={loading} onClick={onTap} data-testid={testId}>
      {children}
    </Button>
  );
}

export function Loading() {
  return (
    <View className="state" role="status">
      <Text>{t.loading}</Text>
    </View>
  );
}

export function NetworkProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <Msg tone="warn" title={t.networkError} testId="network-error">
      <Action kind="default" onTap={onRetry}>
        {t.retry}
      </Action>
    </Msg>
  );
}

export function OpenInWechat() {
  return <Msg tone="info" title={t.openInWechat} detail={t.openInWechatDetail} testId="open-in-wechat" />;
}

/** What a page shows while its data is not there: loading, no network (重试), not in WeChat, or the server's sentence. */
export function NotReady({ state, onRetry }: { state: { status: string; error?: unknown }; onRetry: () => void }) {
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'network') return <NetworkProblem onRetry={onRetry} />;
  if (state.status === 'no-wechat') return <OpenInWechat />;
  const message = state.error instanceof Error ? state.error.message : t.networkError;
  return (
    <Msg tone="warn" title={message} testId="page-error">
      <Action kind="default" onTap={onRetry}>
        {t.retry}
      </Action>
    </Msg>
  );
}
