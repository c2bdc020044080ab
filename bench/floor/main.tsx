import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The least a Vite + React page can do: the floor the builder's start-up time is measured against.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <button type="button" id="ready">
        Ready
      </button>
    </StrictMode>,
  );
}
