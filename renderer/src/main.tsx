import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The shared styles first: each feature's own styles follow them through its imports.
import './styles/base.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/tables.css';
import './styles/dialogs.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
