import { AlertTriangle } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button';

function describe(error: unknown): { title: string; detail: string } {
  const message = error instanceof Error ? error.message : '';
  if (/dynamically imported module|Importing a module script failed|Loading chunk/i.test(message)) {
    return {
      title: 'This page needs a refresh',
      detail: 'The shop was updated while you were browsing. Reload the page to continue.',
    };
  }
  return { title: 'Something went wrong', detail: 'An unexpected error stopped this page from showing.' };
}

/** The friendly error view shown instead of a screen that failed. */
export function RouteError({ error }: { error: unknown }) {
  const { title, detail } = describe(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <AlertTriangle aria-hidden="true" className="size-12 text-primary-strong" />
      <h1 className="mt-4 text-2xl font-bold text-foreground-strong">{title}</h1>
      <Alert className="mt-4 text-left">{detail}</Alert>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonVariants({ variant: 'primary' })}
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })} reloadDocument>
          Go to Home
        </Link>
      </div>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
}

/** Catches a screen's render or chunk-loading error; keyed by path so a new page starts clean. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
