import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CONTENT_TYPES, contentTypes, type ContentType } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { adminQueries } from '../../world/world';
import '../world/world.css';
import { PagedResults } from './PagedResults';

/** Seed 000 §2 "game object manager index": one content type, searched by name and paged. */
export function ObjectIndexPage() {
  const type = useParams().type as ContentType;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const known = CONTENT_TYPES.includes(type);
  const results = useQuery({ ...adminQueries.objects(type, page, search), enabled: known });
  const title = known ? contentTypes[type].plural : 'Unknown content type';
  return (
    <div className="world-page">
      <title>{`${title} · Content admin · Starlane`}</title>
      <nav className="world-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Content admin</Link>
      </nav>
      <h1>{title}</h1>
      <label className="field">
        <span className="field-label">Search by name</span>
        <input
          className="field-input"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </label>
      {known && (
        <PagedResults query={results} failure={errorMessage(results.error, 'Failed to load the objects')} count={(total) => `${total} found`} onPage={setPage}>
          {(rows) => (
            <table className="world-table">
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className="num">{row.id}</td>
                    <td>
                      <Link to={`/admin/objects/${type}/${row.id}`}>{row.name}</Link>
                    </td>
                    <td className="world-muted capitalize">{row.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </PagedResults>
      )}
    </div>
  );
}
