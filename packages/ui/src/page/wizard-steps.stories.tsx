import { Button, Input } from '@arco-design/web-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useWizard, WizardSteps } from './wizard-steps';

type Data = { project: string; guarantor: string };

function ProjectStep() {
  const { data, next } = useWizard<Data>();
  const [value, setValue] = useState(data.project);
  return (
    <div>
      <Input aria-label="项目名称" value={value} onChange={setValue} />
      <Button type="primary" onClick={() => next({ project: value })}>
        下一步
      </Button>
    </div>
  );
}

function GuarantorStep() {
  const { data, prev } = useWizard<Data>();
  return (
    <div>
      <p>已选项目：{data.project}</p>
      <Button onClick={prev}>上一步</Button>
    </div>
  );
}

function Demo() {
  return (
    <WizardSteps<Data>
      initialData={{ project: '', guarantor: '' }}
      steps={[
        { title: '确认项目', content: <ProjectStep /> },
        { title: '选择担保机构', content: <GuarantorStep /> },
        { title: '签署合同', content: <p>签署</p> },
      ]}
    />
  );
}

const meta = { title: '页面/WizardSteps 分步表单', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeepsDataBetweenSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('项目名称'), '南京滨江综合管廊');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByText('已选项目：南京滨江综合管廊')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '上一步' }));
    await expect(canvas.getByLabelText('项目名称')).toHaveValue('南京滨江综合管廊');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
