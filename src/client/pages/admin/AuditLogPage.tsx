import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CONTENT_TYPES, contentTypes } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { adminQueries } from '../../world/world';
import '../world/world.css';
import { PagedResults } from './PagedResults';
import { auditChanges } from './auditChanges';

// Content types and the other subjects admins act on (a character moved or sent into a fight, an account's role).
const SUBJECTS: readonly { value: string; label: string }[] = [...CONTENT_TYPES.map((t) => ({ value: t, label: contentTypes[t].plural })), { value: 'character', label: 'Characters' }, { value: 'user', label: 'Accounts' }, { value: 'traffic_tunables', label: 'Traffic tunables' }];

/** The audit log (issue 21): every admin act, who, what, when, before and after; newest first. */
export function AuditLogPage() {
  const [page, setPage] = useState(1);
  const [subject, setSubject] = useState('');
  const results = useQuery(adminQueries.audit(page, subject));
  return (
    <div className="world-page">
      <title>Audit log · Content admin · Starlane</title>
      <nav className="world-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Content admin</Link>
      </nav>
      <h1>Audit log</h1>
      <label className="field world-form">
        <span className="field-label">Subject</span>
        <select
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value);
            setPage(1);
          }}
        >
          <option value="">Everything</option>
          {SUBJECTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <PagedResults query={results} failure={errorMessage(results.error, 'Failed to load the audit log')} count={(total) => `${total} acts`} onPage={setPage}>
        {(rows) => (
          <table className="world-table" aria-label="Admin acts">
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>Act</th>
                <th>Subject</th>
                <th>Before → after</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.id}>
                  <td>{new Date(entry.created_at).toLocaleString('en-GB')}</td>
                  <td>{entry.actor_email}</td>
                  <td className="capitalize">{entry.action.replaceAll('_', ' ')}</td>
                  <td>
                    {CONTENT_TYPES.includes(entry.subject_type as never) && entry.subject_id && entry.action !== 'delete' ? (
                      <Link to={`/admin/objects/${entry.subject_type}/${entry.subject_id}`}>{`${entry.subject_type} #${entry.subject_id}`}</Link>
                    ) : (
                      `${entry.subject_type}${entry.subject_id ? ` #${entry.subject_id}` : ''}`
                    )}
                  </td>
                  <td>
                    <ul className="world-tree audit-changes">
                      {auditChanges(entry.before, entry.after).map((c) => (
                        <li key={c.field}>
                          <strong>{c.field}</strong>: {c.before} → {c.after}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
    )}
      </PagedResults>
    </div>
  );
}
