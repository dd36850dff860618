export { createTheme, DEFAULT_PRIMARY, type ShopTheme } from './theme/create-theme';
export { contrastRatio } from './theme/colour';
export { UiProvider } from './theme/ui-provider';
export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state';
export { Field, type FieldControlProps, type FieldProps } from './components/field';
export { Input, type InputProps } from './components/input';
export { Select, type SelectProps } from './components/select';
export { Skeleton, type SkeletonProps } from './components/skeleton';
export { Spinner } from './components/spinner';
export { TextArea, type TextAreaProps } from './components/text-area';
export { ToastProvider, useToast, type ToastApi } from './components/toast';
export { VisuallyHidden, visuallyHiddenStyle } from './components/visually-hidden';
export {
  ConfirmDialog,
  ConfirmProvider,
  useConfirm,
  type ConfirmDialogProps,
  type ConfirmOptions,
} from './components/confirm-dialog';
export { Dialog, type DialogProps } from './components/dialog';
export { Pagination, pageWindow, type PaginationProps } from './components/pagination';
export { RadioGroup, type RadioGroupProps } from './components/radio-group';
export { Steps, type StepsProps } from './components/steps';
export { Table, type Column, type TableProps } from './components/table';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
