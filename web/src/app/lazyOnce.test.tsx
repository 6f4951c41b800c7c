import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOnce } from './lazyOnce';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('lazyOnce', () => {
  it('renders a preloaded component in the very first commit, without its fallback', async () => {
    const { Component, preload } = lazyOnce(async () => ({ default: Greeting }));
    await preload();
    const { container } = render(
      <Suspense fallback={<p>waiting</p>}>
        <Component name="first" />
      </Suspense>,
    );
    // No act() flush needed: the page is there at once.
    expect(container.textContent).toBe('hello first');
  });

  it('suspends like lazy when not preloaded, then shows the component', async () => {
    let resolve: (module: { default: typeof Greeting }) => void = () => {};
    const { Component } = lazyOnce(() => new Promise<{ default: typeof Greeting }>((r) => (resolve = r)));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Component name="later" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => resolve({ default: Greeting }));
    expect(await screen.findByText('hello later')).toBeTruthy();
  });
});
