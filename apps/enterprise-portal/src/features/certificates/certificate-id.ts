import { useSearchParams } from 'react-router-dom';

/** The certificate id in `?id=`, or null when absent or not a positive integer. */
export function useCertificateId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
