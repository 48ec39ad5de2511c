import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage, useFieldErrorMessage } from '@/i18n/error-message';
import { createStaffUserSchema, type StaffUserWithPassword } from '@shared/schemas/staff';
import { applyFieldErrors } from '../../shared/apply-field-errors';
import { fieldAria, FormField } from '../../shared/form-field';
import { useCreateUser } from '../api/create-user';
import { RolePicker } from './role-picker';

type Values = z.input<typeof createStaffUserSchema>;
const fields = ['username', 'email', 'role'] as const;

/** Username, email and role; the server makes the one-time password, handed to `onCreated`. */
export function CreateUserDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (answer: StaffUserWithPassword) => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const create = useCreateUser();
  const form = useForm<Values, unknown, z.output<typeof createStaffUserSchema>>({
    resolver: zodResolver(createStaffUserSchema),
    defaultValues: { username: '', email: '', role: 'user' },
  });
  const { errors } = form.formState;
  const usernameError = fieldError(errors.username);
  const emailError = fieldError(errors.email);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => {
        toast.success(t('users.toast.created'));
        onCreated(answer);
      },
      onError: (err) => {
        if (!applyFieldErrors(err, fields, form.setError)) toast.error(t('users.toast.failed'), { description: errorMessage(err, t('shared.errors.unknown')) });
      },
    }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent closeLabel={t('shared.actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('users.createDialog.title')}</DialogTitle>
          <DialogDescription>{t('users.createDialog.description')}</DialogDescription>
        </DialogHeader>
        <form id="create-user-form" onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="new-user-username" label={t('users.createDialog.username')} error={usernameError} required>
            <Input
              {...form.register('username')}
              {...fieldAria('new-user-username', usernameError)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder={t('users.createDialog.usernamePlaceholder')}
            />
          </FormField>
          <FormField id="new-user-email" label={t('users.createDialog.email')} error={emailError}>
            <Input {...form.register('email')} {...fieldAria('new-user-email', emailError)} type="email" autoComplete="off" placeholder="name@example.com" />
          </FormField>
          <FormField id="new-user-role" label={t('users.createDialog.role')}>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => <RolePicker id="new-user-role" value={field.value} onChange={field.onChange} />}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            {t('shared.actions.cancel')}
          </Button>
          <Button type="submit" form="create-user-form" disabled={create.isPending}>
            {create.isPending && <Spinner aria-hidden="true" />}
            {create.isPending ? t('users.createDialog.submitting') : t('users.createDialog.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
