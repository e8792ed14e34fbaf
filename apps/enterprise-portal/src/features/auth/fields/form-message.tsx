// The server's message under a form (field messages go on the fields themselves).
export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" style={{ color: '#cb2634', margin: '0 0 12px' }}>
      {message}
    </p>
  );
}
