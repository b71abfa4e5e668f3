import { SearchField } from '../../ui/search-field.tsx';
import { isSourceFilter, SOURCE_FILTERS, SOURCE_LABELS, type SourceFilter } from './image-sources.ts';

interface ImageFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  source: SourceFilter;
  onSource: (source: SourceFilter) => void;
}

/** Search by prompt or filename, and the source filter. */
export function ImageFilters({ search, onSearch, source, onSource }: ImageFiltersProps) {
  return (
    <div className="browser-controls">
      <SearchField
        className="browser-search"
        placeholder="Search by prompt or filename..."
        aria-label="Search images"
        value={search}
        onValueChange={onSearch}
      />
      <select
        className="select browser-category"
        aria-label="Filter by source"
        value={source}
        onChange={(event) => {
          if (isSourceFilter(event.target.value)) onSource(event.target.value);
        }}
      >
        {SOURCE_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {filter === 'all' ? 'All Sources' : SOURCE_LABELS[filter]}
          </option>
        ))}
      </select>
    </div>
  );
}
