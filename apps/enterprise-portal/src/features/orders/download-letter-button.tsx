// 下载保函 from a list row, for a type without a letter page: the row knows only the letter's
// number, so the click opens a tab at once (a tab opened after waiting for an answer would be
// blocked as a pop-up) and points it at the letter PDF the type's detail call links.
import { Button, type ButtonProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { ApiError, endpointQueryOptions } from '@bht/api-client';
import { resolveImageUrl, showError } from '@bht/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, runtimeConfig } from '../../app/api';
import { useOrderFamily } from './order-family';

export function DownloadLetterButton({
  sn,
  size,
  type,
}: {
  sn: string;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}) {
  const queryClient = useQueryClient();
  const { endpoints } = useOrderFamily();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    const tab = window.open('', '_blank');
    setLoading(true);
    try {
      const order = await queryClient.fetchQuery({
        ...endpointQueryOptions(api, endpoints.detail, { order_sn: sn }),
        staleTime: 30_000,
      });
      if (!order.letter_url) throw new Error('保函文件暂不可下载，请稍后重试');
      const url = resolveImageUrl(order.letter_url, runtimeConfig.imageHost);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      // A failed call was already told by the transport; a cancelled one is not an error.
      if (!(error instanceof ApiError))
        showError(error instanceof Error ? error.message : '保函文件暂不可下载，请稍后重试');
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      size={size}
      type={type}
      loading={loading}
      aria-label={`下载保函 ${sn}`}
      onClick={() => void download()}
    >
      下载保函
    </Button>
  );
}
