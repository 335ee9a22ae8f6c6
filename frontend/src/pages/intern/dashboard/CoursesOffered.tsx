import { Link } from 'react-router-dom';
import { coursesOffered } from '../../../content/intern.ts';

/** The extra courses on offer, each with Details. */
export function CoursesOffered() {
  return (
    <section className="dash-card" aria-labelledby="offered-title">
      <h2 id="offered-title" className="dash-card__title">
        Courses Offered
      </h2>
      <div className="table-wrap">
        <table className="table dash-table">
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Covers</th>
              <th scope="col">
                <span className="visually-hidden">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {coursesOffered.map((c) => (
              <tr key={c.name}>
                <th scope="row">{c.name}</th>
                <td>{c.covers}</td>
                <td>
                  <Link to="/extranotify" className="button button--small button--ghost">
                    Details<span className="visually-hidden"> of {c.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
