// The console's shared components, one per file, gathered for the features' imports.
export { Badge } from './Badge';
export { Card } from './Card';
export { ConfirmDialog } from './ConfirmDialog';
export { CopyButton } from './CopyButton';
export { EmptyState } from './EmptyState';
export { ErrorBanner } from './ErrorBanner';
export { Field } from './Field';
export { FormFooter } from './FormFooter';
export { IconCheck, IconCopy, IconEye } from './icons';
export { KeyText } from './KeyText';
export { Modal } from './Modal';
export { RowActions } from './RowActions';
export { RowButton } from './RowButton';
export { Spinner } from './Spinner';
export { TableWrap } from './TableWrap';
export { Toasts } from './Toasts';
export { Toggle } from './Toggle';
