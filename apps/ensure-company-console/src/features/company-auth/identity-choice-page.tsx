// /formtwo 法定代表人信息: who authenticates the institution — the legal representative himself
// (/oneDuty) or an agent with the legal representative's authorisation letter (/minDuty).
import { Button, Grid, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useNavigate } from 'react-router-dom';
import { STEP_PATHS } from './auth-draft';
import { AuthWizard } from './auth-wizard';

const CHOICES = [
  {
    path: '/oneDuty',
    title: '法定代表人认证',
    text: '由法定代表人本人提交身份证件完成认证。',
    role: 'legal',
  },
  {
    path: '/minDuty',
    title: '经办人认证',
    text: '由经办人提交身份证件，并上传法定代表人签署的授权委托书。',
    role: 'agent',
  },
] as const;

export default function IdentityChoicePage({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <AuthWizard title={title} current={1}>
      {(info) => (
        <>
          <Grid.Row gutter={[16, 16]} style={{ maxWidth: 880 }}>
            {CHOICES.map((choice) => (
              <Grid.Col key={choice.path} xs={24} md={12}>
                <div
                  style={{
                    border: '1px solid var(--color-border-2)',
                    borderRadius: 4,
                    padding: 16,
                  }}
                >
                  <Typography.Title heading={6} style={{ marginTop: 0 }}>
                    {choice.title}
                    {info.identity?.role === choice.role ? '（已保存）' : ''}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">{choice.text}</Typography.Paragraph>
                  <Button
                    type={info.identity?.role === choice.role ? 'primary' : 'secondary'}
                    onClick={() => void navigate(choice.path)}
                  >
                    选择{choice.title}
                  </Button>
                </div>
              </Grid.Col>
            ))}
          </Grid.Row>
          <Button style={{ marginTop: 16 }} onClick={() => void navigate(STEP_PATHS.basic)}>
            上一步
          </Button>
        </>
      )}
    </AuthWizard>
  );
}
