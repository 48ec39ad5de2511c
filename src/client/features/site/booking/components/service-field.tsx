import { ServiceSelect } from '@/features/site/consultation-form';

interface ServiceFieldProps {
  id: string;
  value: string;
  onChange: (service: string) => void;
  invalid: boolean;
  error?: string;
}

/** The consultation service, named as the enquiry form names it; a native select (keyboard and screen readers everywhere). */
export function ServiceField({ id, value, onChange, invalid, error }: ServiceFieldProps) {
  return (
    <div className="grid gap-2">
      <ServiceSelect id={id} value={value} onChange={onChange} className="h-10" aria-required aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} />
      {invalid && error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
