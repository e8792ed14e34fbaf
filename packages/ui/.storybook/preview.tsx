import '@arco-design/web-react/es/_util/react-19-adapter';
import type { Preview } from '@storybook/react-vite';
import '../src/provider/accessible-text.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        mobile: { name: '手机 375', styles: { width: '375px', height: '812px' } },
        tablet: { name: '平板 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: '桌面 1366', styles: { width: '1366px', height: '860px' } },
      },
    },
  },
};

export default preview;
