import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { contentTypes, type CreateSuperAreaRequest } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { adminCalls } from '../../world/world';
import { Button } from '../../ui/Button';
import '../world/world.css';
import { ContentFieldInput, type ContentValue } from './ContentFieldInput';
import { useAdminSubmit } from './useAdminSubmit';

// A new system is never a starting system: the rest of the super area's fields, as the object manager draws them.
const FIELDS = contentTypes.super_area.fields.filter((f) => f.name !== 'is_starting');
const BLANK: Record<string, ContentValue> = { name: '', display_name: '', x: null, y: null, danger_level: 3, fuel_cost: 1, description: '' };

/**
 * The content admin's new super area: placed on the map, joined by lanes to its nearest systems,
 * with a starport planet, markets, contract offers, enemies and NPCs at once (one transaction).
 */
export function NewSuperAreaPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState(BLANK);
  const { mutation, errorAt } = useAdminSubmit(
    () => adminCalls.createSuperArea(values as CreateSuperAreaRequest),
    (created) => navigate(`/super-areas/${created.id}`),
  );
  return (
    <div className="world-page">
      <title>New super area · Content admin · Starlane</title>
      <nav className="world-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Content admin</Link>
      </nav>
      <h1>New super area</h1>
      <p className="world-muted">The seeded galaxy spans 0 to 100 on x and y. The new system is joined by lanes to its nearest neighbours and opens with a starport, markets, contracts, enemies and NPCs.</p>
      <form
        className="world-form world-card"
        aria-label="New super area"
        onSubmit={(event) => {
          event.preventDefault();
          mutation.mutate();
        }}
      >
        {FIELDS.map((field) => (
          <ContentFieldInput key={field.name} field={field} value={values[field.name]} error={errorAt(field.name)} onChange={(value) => setValues({ ...values, [field.name]: value })} />
        ))}
        {mutation.error !== null && <p className="form-alert" role="alert">{errorMessage(mutation.error)}</p>}
        <div className="world-actions">
          <Button type="submit" busy={mutation.isPending}>
            Create super area
          </Button>
        </div>
      </form>
    </div>
  );
}
