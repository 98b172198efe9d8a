import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result, Space } from 'antd';
import { useLocation } from 'react-router';
import { useI18n, type I18n } from '../i18n';

interface Props {
  i18n: I18n;
  /** The address: a failed screen left for another starts afresh. */
  at: string;
  children: ReactNode;
}

/**
 * The back office's error boundary, under the layout: an error thrown while a screen renders shows
 * a message in the user's language with "Try again" (renders the screen anew) and "Reload page",
 * while the menu and header stay usable. Another screen (a new address) starts afresh.
 */
class Boundary extends Component<Props, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.at !== this.props.at) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[admin] screen failed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { t } = this.props.i18n;
    return (
      <Result
        status="error"
        title={t('screen.error.title')}
        subTitle={t('screen.error.text')}
        data-testid="screen-error"
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => this.setState({ error: null })}>
              {t('screen.error.retry')}
            </Button>
            <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
          </Space>
        }
      />
    );
  }
}

export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  const { pathname, search } = useLocation();
  return (
    <Boundary i18n={i18n} at={pathname + search}>
      {children}
    </Boundary>
  );
}
