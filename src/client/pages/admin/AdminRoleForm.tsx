import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '../../../shared/api';
import { errorMessage, ValidationError } from '../../api/apiErrors';
import { callRoute } from '../../api/callRoute';
import { queryKeys } from '../../api/queryKeys';
import { Button } from '../../ui/Button';

/** Grants or takes back another account's admin role by its e-mail (audited on the server). */
export function AdminRoleForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const role = useMutation({
    mutationFn: (isAdmin: boolean) => callRoute(adminRoutes.adminRole, { body: { email, is_admin: isAdmin } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.world.all }),
  });
  const fieldError = role.error instanceof ValidationError ? role.error.errors.email?.[0] : undefined;
  return (
    <section className="world-card world-form" aria-label="Admin role">
      <h2>Admin role</h2>
      <label className="field">
        <span className="field-label">Account e-mail</span>
        <input className="field-input" type="email" value={email} aria-invalid={fieldError ? true : undefined} onChange={(e) => setEmail(e.target.value)} />
        {fieldError && <span className="field-error">{fieldError}</span>}
      </label>
      {role.data && <p role="status">{role.data.message}</p>}
      {role.error && !fieldError && <p className="form-alert" role="alert">{errorMessage(role.error)}</p>}
      <div className="world-actions">
        <Button busy={role.isPending && role.variables} onClick={() => role.mutate(true)}>
          Grant the admin role
        </Button>
        <Button variant="secondary" busy={role.isPending && !role.variables} onClick={() => role.mutate(false)}>
          Take it back
        </Button>
      </div>
    </section>
  );
}
