/** The problems placed at a field, listed under it as the form shows its own. */
export function MessageList({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <ul className="error-detail">
      {messages.map((m) => (
        <li key={m} className="text-danger">
          {m}
        </li>
      ))}
    </ul>
  );
}
