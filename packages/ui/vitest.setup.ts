// Story play functions run in vitest through portable stories.
import { setProjectAnnotations } from '@storybook/react';
import preview from './.storybook/preview';

setProjectAnnotations([preview]);
