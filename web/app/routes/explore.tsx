import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { RouteErrorView } from '../core/route-error-view.tsx';
import { DatasetPicker, ExplorePage, exploreQueryOf, loadExplore, standaloneOf } from '../features/explore/index.ts';
import type { Route } from './+types/explore';

export const meta: Route.MetaFunction = () => [{ title: 'Explore · Skyset' }];

/** Opens what the URL names (`slice_id`, `form_data_key`, `permalink_key` or a dataset); nothing: the dataset picker. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = exploreQueryOf(search);
  return { payload: query ? await loadExplore(query) : null, standalone: standaloneOf(search) };
}

function PickDataset() {
  const navigate = useNavigate();
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>Choose a dataset</Title>
        <Text c="dimmed">Pick the dataset to explore; you can change it later from the dataset panel.</Text>
        <DatasetPicker
          onPick={(dataset) =>
            void navigate(`/explore/?datasource_id=${dataset.id}&datasource_type=table&viz_type=table`)
          }
        />
      </Stack>
    </Container>
  );
}

/** Superset's Explore at `/explore/`. */
export default function ExploreRoute({ loaderData: { payload, standalone } }: Route.ComponentProps) {
  return payload ? <ExplorePage payload={payload} standalone={standalone} /> : <PickDataset />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
