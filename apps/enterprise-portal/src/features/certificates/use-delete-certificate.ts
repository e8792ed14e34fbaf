// Deleting a certificate (after the caller's confirmation); the list reloads afterwards.
import { deleteCertificate, endpointQueryKey, getCertificateList } from '@bht/api-client';
import { showSuccess } from '@bht/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export function useDeleteCertificate(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(deleteCertificate, { id }),
    onSuccess: () => {
      showSuccess('证书已删除');
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(getCertificateList) });
      onDeleted?.();
    },
  });
}
