import { Link } from 'react-router';
import { CONTENT_TYPES, contentTypes } from '../../../shared/api';
import '../world/world.css';
import { AdminRoleForm } from './AdminRoleForm';

/** Seed 000 §2 "content admin": the content types of the game object manager, the builders and the audit log. */
export function ContentAdminPage() {
  return (
    <div className="world-page">
      <title>Content admin · Starlane</title>
      <h1>Content admin</h1>
      <div className="world-actions">
        <Link className="btn btn-primary" to="/admin/planet-builder">
          Planet builder
        </Link>
        <Link className="btn btn-secondary" to="/admin/super-areas/new">
          New super area
        </Link>
        <Link className="btn btn-secondary" to="/admin/audit">
          Audit log
        </Link>
        <Link className="btn btn-secondary" to="/admin/traffic">
          Galaxy traffic
        </Link>
      </div>
      <nav aria-label="Game object manager">
        <ul className="world-grid social-list">
          {CONTENT_TYPES.map((type) => (
            <li key={type} className="world-card">
              <h2>
                <Link to={`/admin/objects/${type}`}>{contentTypes[type].plural}</Link>
              </h2>
            </li>
          ))}
        </ul>
      </nav>
      <AdminRoleForm />
    </div>
  );
}
