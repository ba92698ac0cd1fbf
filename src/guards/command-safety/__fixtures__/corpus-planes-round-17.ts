import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const docker = casesOf("docker");
const plain = { noVariants: true };

/**
 * A running service's capacity taken to zero on a remote platform: replicas, desired counts, node
 * pools, scale sets, dynos, Machines and task groups set to 0, from each platform's CLI reference
 * (kubectl_scale, kubectl_autoscale, kubectl_patch, KEDA's paused-replicas annotation, `aws ecs
 * update-service`, `aws autoscaling update-auto-scaling-group|set-desired-capacity`, `aws eks
 * update-nodegroup-config`, `aws application-autoscaling register-scalable-target`, `aws apprunner
 * pause-service`, `eksctl scale nodegroup`, `gcloud container clusters resize`, `gcloud compute
 * instance-groups managed resize`, `az aks scale|stop`, `az aks nodepool scale|stop`, `az vmss
 * scale|stop|deallocate`, `az containerapp update`, `doctl kubernetes cluster node-pool update`,
 * `heroku ps:scale`, `fly scale count`, `railway scale`, `nomad job scale`, `docker service
 * scale|update`). Scaling to a positive number, reading the scale, dry runs, a namespace named for
 * development or tests, and clusters on this machine (kind, k3d, minikube, Docker Desktop contexts, a
 * loopback API server) stay allowed; so do
 * Heroku's `ps:stop`, after which the dyno manager starts scaled dynos again, and maintenance mode.
 */
export const CAPACITY_CASES: readonly CorpusCase[] = [
  planes.ask("kubectl scale deployment checkout --replicas=0 -n shop"),
  planes.ask("kubectl scale --replicas 0 statefulset/postgres"),
  planes.ask("kubectl -n payments scale deploy -l tier=api --replicas=0"),
  planes.ask("kubectl scale deployments --all --replicas=0 --namespace staging"),
  planes.ask("kubectl scale -f manifests/worker.yaml --current-replicas=4 --replicas=0"),
  planes.ask("oc scale deploymentconfig/frontend --replicas=0"),
  planes.ask("kubectl autoscale deploy checkout --min=0 --max=0"),
  planes.ask(`kubectl patch hpa checkout --type=merge -p '{"spec":{"minReplicas":0,"maxReplicas":0}}'`),
  planes.ask(`kubectl patch sts kafka -p '{"spec":{"replicas":0}}'`),
  planes.ask(`kubectl patch deploy api --type=json -p='[{"op":"replace","path":"/spec/replicas","value":0}]'`),
  planes.ask("kubectl annotate scaledobject orders-consumer autoscaling.keda.sh/paused-replicas=0 --overwrite"),
  planes.ask("for d in api web worker; do kubectl scale deploy/$d --replicas=0 -n shop; done", plain),
  planes.ask("kubectl get deploy -n shop -o name | xargs -I{} kubectl scale {} --replicas=0 -n shop", plain),
  planes.ask("aws ecs update-service --cluster prod --service checkout --desired-count 0"),
  planes.ask("aws ecs update-service --desired-count=0 --service checkout --cluster prod --region us-east-1"),
  planes.ask("aws autoscaling update-auto-scaling-group --auto-scaling-group-name web-asg --min-size 0 --max-size 0 --desired-capacity 0"),
  planes.ask("aws autoscaling set-desired-capacity --auto-scaling-group-name web-asg --desired-capacity 0 --honor-cooldown"),
  planes.ask("aws eks update-nodegroup-config --cluster-name prod --nodegroup-name workers --scaling-config minSize=0,maxSize=1,desiredSize=0"),
  planes.ask("aws application-autoscaling register-scalable-target --service-namespace ecs --scalable-dimension ecs:service:DesiredCount --resource-id service/prod/checkout --min-capacity 0 --max-capacity 0"),
  planes.ask("aws apprunner pause-service --service-arn arn:aws:apprunner:us-east-1:123456789012:service/api/6e1f"),
  planes.ask("eksctl scale nodegroup --cluster=prod --name=workers --nodes=0 --nodes-min=0"),
  planes.ask("eksctl scale nodegroup workers --cluster prod -N 0"),
  planes.ask("gcloud container clusters resize prod --node-pool default-pool --num-nodes 0 --quiet"),
  planes.ask("gcloud compute instance-groups managed resize web-mig --size=0 --region=us-central1"),
  planes.ask("az aks scale --resource-group rg --name prod --node-count 0 --nodepool-name user1"),
  planes.ask("az aks nodepool scale -g rg --cluster-name prod -n batch -c 0"),
  planes.ask("az aks stop --resource-group rg --name prod"),
  planes.ask("az vmss scale --resource-group rg --name web --new-capacity 0"),
  planes.ask("az vmss deallocate --resource-group rg --name web"),
  planes.ask("az containerapp update --name api --resource-group rg --min-replicas 0 --max-replicas 0"),
  planes.ask("doctl kubernetes cluster node-pool update prod workers --count 0"),
  planes.ask("heroku ps:scale web=0 --app shop-prod"),
  planes.ask("heroku ps:scale web=0 worker=0 -a shop-prod"),
  planes.ask("heroku ps:scale worker=0:Standard-2X -a shop-prod"),
  planes.ask("fly scale count 0 --app shop-prod --yes"),
  planes.ask("flyctl scale count web=0 worker=0 -a shop-prod"),
  planes.ask("railway scale --us-west2 0 --service api"),
  planes.ask("nomad job scale checkout web 0"),
  planes.ask("docker service scale checkout=0 worker=0"),
  planes.ask("docker service update --replicas=0 checkout"),
  planes.ask("ssh ops@bastion 'kubectl -n prod scale deploy/api --replicas=0'", plain),
  planes.ask("kubectl exec -it toolbox-0 -- aws ecs update-service --cluster prod --service api --desired-count 0", plain),
  planes.allow("kubectl scale deployment checkout --replicas=3 -n shop"),
  planes.allow("kubectl scale --replicas=1 statefulset/postgres"),
  planes.allow("kubectl scale deployment checkout --replicas=$REPLICAS"),
  planes.allow("kubectl get deploy checkout -o jsonpath='{.spec.replicas}'"),
  planes.allow("kubectl describe hpa checkout"),
  planes.allow("kubectl autoscale deployment checkout --min=2 --max=10 --cpu-percent=80"),
  planes.allow(`kubectl patch hpa checkout -p '{"spec":{"minReplicas":0}}'`),
  planes.allow(`kubectl patch deployment checkout -p '{"spec":{"replicas":4}}'`),
  planes.allow("kubectl scale deployment checkout --replicas=0 --dry-run=client -o yaml"),
  planes.allow("kubectl scale deploy/worker --replicas=0 -n shop-dev"),
  planes.ask("kubectl --context prod-eu scale deploy/worker --replicas=0 -n dev"),
  planes.allow("kubectl --context kind-kind scale deployment checkout --replicas=0"),
  planes.allow("kubectl scale deployment checkout --replicas=0 --context=minikube"),
  planes.allow("kubectl --context docker-desktop scale statefulset postgres --replicas=0"),
  planes.allow("kubectl --context k3d-dev patch deploy checkout -p '{\"spec\":{\"replicas\":0}}'"),
  planes.allow("kind create cluster --name dev && kubectl --context kind-dev scale deploy/api --replicas=0", plain),
  planes.allow("aws ecs update-service --cluster prod --service checkout --desired-count 3"),
  planes.allow("aws ecs update-service --cluster prod --service checkout --force-new-deployment"),
  planes.allow("aws ecs describe-services --cluster prod --services checkout"),
  planes.allow("aws autoscaling update-auto-scaling-group --auto-scaling-group-name web-asg --min-size 0 --max-size 6 --desired-capacity 2"),
  planes.allow("aws autoscaling describe-auto-scaling-groups --auto-scaling-group-names web-asg"),
  planes.allow("eksctl scale nodegroup --cluster prod --name workers --nodes 3"),
  planes.allow("eksctl get nodegroup --cluster prod"),
  planes.allow("gcloud container clusters resize prod --node-pool default-pool --num-nodes 3"),
  planes.allow("gcloud compute instance-groups managed list-instances web-mig --region us-central1"),
  planes.allow("az aks scale -g rg -n prod --node-count 5"),
  planes.allow("az aks start -g rg -n prod"),
  planes.allow("az vmss deallocate -g rg -n web --instance-ids 3"),
  planes.allow("az containerapp update -n api -g rg --min-replicas 0 --max-replicas 10"),
  planes.allow("doctl kubernetes cluster node-pool list prod"),
  planes.allow("heroku ps:scale web=2 --app shop-prod"),
  planes.allow("heroku ps --app shop-prod"),
  planes.allow("heroku ps:restart web --app shop-prod"),
  planes.allow("heroku ps:stop run.4567 --app shop-prod"),
  planes.allow("heroku maintenance:on --app shop-prod"),
  planes.allow("fly scale count 2 --app shop-prod"),
  planes.allow("fly scale show"),
  planes.allow("fly scale vm shared-cpu-2x"),
  planes.allow("railway scale --us-east4 2 --us-west2 0 --service api"),
  planes.allow("nomad job scale checkout web 4"),
  planes.allow("NOMAD_ADDR=http://127.0.0.1:4646 nomad job scale checkout web 0"),
  planes.allow("docker service scale checkout=3"),
  planes.allow("docker service ls"),
  planes.allow("docker compose up -d --scale worker=0"),
];

/**
 * Nodes drained so that what eviction keeps is lost (kubectl_drain: `--delete-emptydir-data` and
 * its older name `--delete-local-data` delete pods' emptyDir data, `--force` deletes pods no
 * controller re-creates, `--disable-eviction` deletes past PodDisruptionBudgets), and nodes deleted
 * (kubectl_delete, nodes). Cordoning, a plain drain, dry runs and local clusters stay allowed.
 */
export const NODE_DRAIN_CASES: readonly CorpusCase[] = [
  planes.ask("kubectl drain ip-10-0-1-12.ec2.internal --ignore-daemonsets --delete-emptydir-data"),
  planes.ask("kubectl drain node-3 --delete-local-data --ignore-daemonsets"),
  planes.ask("kubectl drain node-3 --force --grace-period=0"),
  planes.ask("kubectl drain node-3 --disable-eviction --ignore-daemonsets"),
  planes.ask("kubectl drain -l node.kubernetes.io/instance-type=m5.large --ignore-daemonsets --delete-emptydir-data"),
  planes.ask("kubectl delete node node-3"),
  planes.ask("kubectl delete nodes -l pool=old"),
  planes.allow("kubectl cordon node-3"),
  planes.allow("kubectl drain node-3 --ignore-daemonsets"),
  planes.allow("kubectl drain node-3 --ignore-daemonsets --delete-emptydir-data --dry-run=client"),
  planes.allow("kubectl uncordon node-3"),
  planes.allow("kubectl get nodes -o wide"),
  planes.allow("kubectl --context minikube drain minikube --ignore-daemonsets --delete-emptydir-data --force"),
  planes.allow("kubectl --context kind-dev delete node dev-worker2"),
];

/**
 * Compose volumes of a compose file, env file or profile named for production are the
 * deployment's data, not the development stack's (compose's reference: `down -v` removes the named
 * volumes the file declares and anonymous ones, `rm -v` the anonymous volumes of the containers it
 * removes). Another project's `rm -v` asks like its `down -v`; the project's own stays a local reset.
 */
export const PRODUCTION_COMPOSE_CASES: readonly CorpusCase[] = [
  docker.ask("docker compose -f docker-compose.prod.yml down -v"),
  docker.ask("docker compose -f docker-compose.yml -f docker-compose.production.yml down --volumes --rmi all"),
  docker.ask("docker compose --env-file .env.production down -v"),
  docker.ask("docker-compose -f deploy/compose.staging.yaml down -v"),
  docker.ask("docker compose -p billing rm -fsv"),
  docker.ask("nerdctl compose -p billing down -v"),
  docker.allow("docker compose -f docker-compose.dev.yml down -v"),
  docker.allow("docker compose -f docker-compose.test.yml down -v --remove-orphans"),
  docker.allow("docker compose -f docker-compose.prod.yml down"),
  docker.allow("docker compose -f docker-compose.prod.yml config"),
  docker.allow("docker compose down --rmi local"),
  docker.allow("docker compose rm -fsv"),
];

/** Every case of this round. */
export const PLANE_ROUND_17_CASES: readonly CorpusCase[] = [...CAPACITY_CASES, ...NODE_DRAIN_CASES, ...PRODUCTION_COMPOSE_CASES];
