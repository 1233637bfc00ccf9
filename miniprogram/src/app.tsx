import type { PropsWithChildren } from 'react';
import './app.css';

export default function App({ children }: PropsWithChildren) {
  return children;
}
