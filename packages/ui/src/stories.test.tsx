// Every story renders, and its play function (the interaction test) passes, in vitest.
import { composeStories } from '@storybook/react';
import { describe, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(
    composeStories(module as Parameters<typeof composeStories>[0]),
  ) as Array<[string, { run: () => Promise<void> }]>;
  it.each(stories)('%s', async (_name, Story) => {
    await Story.run();
  });
});
