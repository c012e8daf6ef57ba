import { contentTypes, type ObjectShow } from '../../../shared/api';
import { adminCalls } from '../../world/world';
import { Button } from '../../ui/Button';
import { ContentFieldInput } from './ContentFieldInput';
import { useAdminForm } from './useAdminForm';

/** The edit form of one object, built from its type's fields; the server's 422 shows under each field. */
export function ObjectEditForm({ object }: { object: ObjectShow }) {
  const { values, saved, set, mutation, errorAt } = useAdminForm(object.values, (edited) => adminCalls.update(object.type, object.id, edited));
  return (
    <form
      className="world-form world-card"
      aria-label="Edit"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate();
      }}
    >
      {contentTypes[object.type].fields.map((field) => (
        <ContentFieldInput key={field.name} field={field} value={values[field.name]} error={errorAt(field.name)} onChange={(value) => set(field.name, value)} />
      ))}
      {saved && <p role="status">Saved.</p>}
      <div className="world-actions">
        <Button type="submit" busy={mutation.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
