import type { PlaneOperation, PlaneOptions } from "./planes-grid.js";

/**
 * The planes grid's capacity operations: documented ways of taking a running service's capacity
 * to zero on a remote platform (replicas, desired counts, node pools, scale sets, dynos, machines),
 * of draining a cluster node so that what its pods kept is lost, and of deleting a node — with the
 * same tools' everyday look-alikes: scaling to a positive number, reading the scale, cordoning,
 * a plain drain, dry runs, and local development clusters. Each entry names the reference its
 * syntax comes from; the planes grid crosses them with its spellings.
 */

const K8S = "https://kubernetes.io/docs/reference/kubectl/generated/";
const PROD_KUBECONFIG = "KUBECONFIG=/home/ada/.kube/prod.yaml";
const kubectlScope: PlaneOptions = { words: ["--context", "prod-eu", "-n", "prod"], where: "anywhere" };
const awsScope: PlaneOptions = { words: ["--profile", "prod", "--region", "eu-west-1"], where: "anywhere" };
const gcloudScope: PlaneOptions = { words: ["--project", "shop-prod", "--zone", "europe-west1-b"], where: "anywhere" };
const azScope: PlaneOptions = { words: ["--subscription", "shop-prod"], where: "anywhere" };
const swarmScope: PlaneOptions = { words: ["--context", "prod-swarm"], where: "before" };

function op(id: string, dangerous: boolean, argv: readonly string[], source: string, extra: Partial<PlaneOperation> = {}): PlaneOperation {
  return { id, dangerous, family: "capacity", argv, source, ...extra };
}

const kube = (id: string, dangerous: boolean, args: readonly string[], page: string, extra: Partial<PlaneOperation> = {}): PlaneOperation =>
  op(id, dangerous, ["kubectl", ...args], `${K8S}${page}/`, { options: kubectlScope, env: PROD_KUBECONFIG, ...extra });

/** A kubectl command against a local development cluster's context (kind, minikube, Docker Desktop, k3d). */
const localKube = (id: string, context: string, args: readonly string[], page: string): PlaneOperation =>
  op(id, false, ["kubectl", ...args], `${K8S}${page}/ against the ${context} context, a cluster on this machine`, { options: { words: ["--context", context], where: "anywhere" }, local: true });

const aws = (id: string, dangerous: boolean, args: readonly string[], source: string): PlaneOperation => op(id, dangerous, ["aws", ...args], source, { options: awsScope, env: "AWS_PROFILE=prod" });
const gcloud = (id: string, dangerous: boolean, args: readonly string[], source: string): PlaneOperation => op(id, dangerous, ["gcloud", ...args], source, { options: gcloudScope });
const az = (id: string, dangerous: boolean, args: readonly string[], source: string): PlaneOperation => op(id, dangerous, ["az", ...args], source, { options: azScope });

/** Axis A, capacity: a running service taken to zero, nodes drained with data loss, and their look-alikes. */
export const CAPACITY_OPERATIONS: readonly PlaneOperation[] = [
  // ---- Kubernetes and OpenShift: replicas to zero by every documented way of naming what is scaled
  kube("kubectl-scale-zero", true, ["scale", "deployment/checkout", "--replicas=0"], "kubectl_scale"),
  kube("kubectl-scale-zero-separate", true, ["scale", "statefulset", "postgres", "--replicas", "0"], "kubectl_scale (TYPE NAME, --replicas COUNT)"),
  kube("kubectl-scale-zero-current", true, ["scale", "--current-replicas=3", "--replicas=0", "deployment/checkout"], "kubectl_scale (--current-replicas precondition)"),
  kube("kubectl-scale-zero-selector", true, ["scale", "deployment", "-l", "app=checkout", "--replicas=0"], "kubectl_scale (-l, --selector)"),
  kube("kubectl-scale-zero-all", true, ["scale", "deployment", "--all", "--replicas=0"], "kubectl_scale (--all)"),
  kube("kubectl-scale-zero-file", true, ["scale", "-f", "k8s/checkout.yaml", "--replicas=0"], "kubectl_scale (-f FILENAME)"),
  kube("kubectl-scale-zero-replicaset", true, ["scale", "rs", "checkout-7d9f", "--replicas=0"], "kubectl_scale (replicasets)"),
  kube("kubectl-autoscale-zero", true, ["autoscale", "deployment", "checkout", "--min=0", "--max=0"], "kubectl_autoscale (--min, --max)"),
  kube("kubectl-patch-hpa-zero", true, ["patch", "hpa", "checkout", "-p", '{"spec":{"maxReplicas":0}}'], "kubectl_patch; HorizontalPodAutoscaler spec.maxReplicas"),
  kube("kubectl-patch-replicas-zero", true, ["patch", "deployment", "checkout", "--type=merge", "-p", '{"spec":{"replicas":0}}'], "kubectl_patch (--type merge; spec.replicas)"),
  kube("kubectl-patch-json-replicas-zero", true, ["patch", "statefulset", "postgres", "--type=json", "-p", '[{"op":"replace","path":"/spec/replicas","value":0}]'], "kubectl_patch (--type json, RFC 6902 replace)"),
  kube("kubectl-keda-paused-zero", true, ["annotate", "scaledobject", "checkout", "autoscaling.keda.sh/paused-replicas=0", "--overwrite"], "kubectl_annotate; https://keda.sh/docs/latest/concepts/scaling-deployments/#pause-autoscaling (paused-replicas)"),
  op("oc-scale-zero", true, ["oc", "scale", "dc/checkout", "--replicas=0"], "OpenShift CLI developer commands: oc scale (kubectl's flags)", { options: { words: ["-n", "payments"], where: "anywhere" } }),
  // Nodes drained so that pods' local data or unmanaged pods are lost, or a node deleted.
  kube("kubectl-drain-emptydir", true, ["drain", "ip-10-0-1-12.ec2.internal", "--ignore-daemonsets", "--delete-emptydir-data"], "kubectl_drain (--delete-emptydir-data)"),
  kube("kubectl-drain-local-data", true, ["drain", "node-3", "--delete-local-data"], "kubectl_drain (--delete-local-data, the older name)"),
  kube("kubectl-drain-force", true, ["drain", "node-3", "--force", "--ignore-daemonsets"], "kubectl_drain (--force deletes pods no controller manages)"),
  kube("kubectl-drain-disable-eviction", true, ["drain", "node-3", "--disable-eviction"], "kubectl_drain (--disable-eviction deletes pods past their PodDisruptionBudgets)"),
  kube("kubectl-delete-node", true, ["delete", "node", "node-3"], "kubectl_delete (nodes)"),
  // Everyday cluster work: scaling up, reading the scale, cordoning, a plain drain, dry runs, local clusters.
  kube("kubectl-scale-two", false, ["scale", "--replicas", "2", "statefulset/postgres"], "kubectl_scale"),
  kube("kubectl-get-replicas", false, ["get", "deployment", "checkout", "-o", "jsonpath={.spec.replicas}"], "kubectl_get (-o jsonpath)"),
  kube("kubectl-autoscale", false, ["autoscale", "deployment", "checkout", "--min=2", "--max=10", "--cpu-percent=80"], "kubectl_autoscale"),
  kube("kubectl-patch-replicas-three", false, ["patch", "deployment", "checkout", "-p", '{"spec":{"replicas":3}}'], "kubectl_patch"),
  kube("kubectl-describe-hpa", false, ["describe", "hpa", "checkout"], "kubectl_describe"),
  kube("kubectl-cordon", false, ["cordon", "node-3"], "kubectl_cordon (marks the node unschedulable; nothing stops)"),
  kube("kubectl-drain-plain", false, ["drain", "node-3", "--ignore-daemonsets"], "kubectl_drain (evicts through the Eviction API, honouring PodDisruptionBudgets)"),
  kube("kubectl-uncordon", false, ["uncordon", "node-3"], "kubectl_uncordon"),
  kube("kubectl-scale-zero-dry-run", false, ["scale", "deployment/checkout", "--replicas=0", "--dry-run=server"], "kubectl_scale (--dry-run)"),
  kube("kubectl-get-nodes", false, ["get", "nodes", "-o", "wide"], "kubectl_get"),
  op("kubectl-scale-zero-dev-namespace", false, ["kubectl", "scale", "deployment/checkout", "--replicas=0"], `${K8S}kubectl_scale/ in a namespace named for development`, { options: { words: ["--namespace", "shop-dev"], where: "anywhere" }, env: "KUBECONFIG=/home/ada/.kube/dev.yaml" }),
  kube("kubectl-scale-zero-dev-namespace-prod-context", true, ["scale", "deployment/checkout", "--replicas=0"], "kubectl_scale (a development namespace of a production cluster)", { options: { words: ["--context", "prod-eu", "-n", "dev"], where: "anywhere" } }),
  localKube("kubectl-scale-zero-kind", "kind-dev", ["scale", "deployment/checkout", "--replicas=0"], "kubectl_scale"),
  localKube("kubectl-scale-zero-docker-desktop", "docker-desktop", ["scale", "statefulset", "postgres", "--replicas", "0"], "kubectl_scale"),
  localKube("kubectl-drain-minikube", "minikube", ["drain", "minikube", "--ignore-daemonsets", "--delete-emptydir-data", "--force"], "kubectl_drain"),
  localKube("kubectl-patch-replicas-zero-k3d", "k3d-dev", ["patch", "deployment", "checkout", "-p", '{"spec":{"replicas":0}}'], "kubectl_patch"),
  // ---- Managed clusters' node pools
  op("eksctl-scale-zero", true, ["eksctl", "scale", "nodegroup", "--cluster", "prod", "--name", "workers", "--nodes", "0"], "https://eksctl.io/usage/nodegroup-managed/ (eksctl scale nodegroup --nodes)", { options: { words: ["--region", "eu-west-1"], where: "anywhere" } }),
  op("eksctl-scale-zero-short", true, ["eksctl", "scale", "nodegroup", "--cluster=prod", "-n", "workers", "-N", "0", "--nodes-min", "0"], "eksctl scale nodegroup --help (-n name, -N nodes, --nodes-min)"),
  op("eksctl-scale-three", false, ["eksctl", "scale", "nodegroup", "--cluster", "prod", "--name", "workers", "--nodes", "3"], "https://eksctl.io/usage/nodegroup-managed/", { options: { words: ["--region", "eu-west-1"], where: "anywhere" } }),
  op("eksctl-get-nodegroup", false, ["eksctl", "get", "nodegroup", "--cluster", "prod"], "https://eksctl.io/usage/nodegroup-managed/ (eksctl get nodegroup)"),
  aws("aws-eks-nodegroup-zero", true, ["eks", "update-nodegroup-config", "--cluster-name", "prod", "--nodegroup-name", "workers", "--scaling-config", "minSize=0,maxSize=1,desiredSize=0"], "https://docs.aws.amazon.com/cli/latest/reference/eks/update-nodegroup-config.html (--scaling-config desiredSize)"),
  aws("aws-eks-describe-nodegroup", false, ["eks", "describe-nodegroup", "--cluster-name", "prod", "--nodegroup-name", "workers"], "https://docs.aws.amazon.com/cli/latest/reference/eks/describe-nodegroup.html"),
  gcloud("gcloud-gke-resize-zero", true, ["container", "clusters", "resize", "prod", "--node-pool", "default-pool", "--num-nodes", "0", "--quiet"], "https://cloud.google.com/sdk/gcloud/reference/container/clusters/resize (--num-nodes, --node-pool)"),
  gcloud("gcloud-gke-resize-three", false, ["container", "clusters", "resize", "prod", "--node-pool", "default-pool", "--num-nodes", "3"], "https://cloud.google.com/sdk/gcloud/reference/container/clusters/resize"),
  gcloud("gcloud-gke-describe", false, ["container", "clusters", "describe", "prod"], "https://cloud.google.com/sdk/gcloud/reference/container/clusters/describe"),
  az("az-aks-scale-zero", true, ["aks", "scale", "--resource-group", "shop-rg", "--name", "prod", "--nodepool-name", "user1", "--node-count", "0"], "https://learn.microsoft.com/en-us/cli/azure/aks#az-aks-scale (--node-count, --nodepool-name)"),
  az("az-aks-nodepool-scale-zero", true, ["aks", "nodepool", "scale", "-g", "shop-rg", "--cluster-name", "prod", "-n", "user1", "-c", "0"], "https://learn.microsoft.com/en-us/cli/azure/aks/nodepool#az-aks-nodepool-scale (-c, --node-count)"),
  az("az-aks-stop", true, ["aks", "stop", "-g", "shop-rg", "-n", "prod"], "https://learn.microsoft.com/en-us/cli/azure/aks#az-aks-stop (stops every node of the cluster)"),
  az("az-aks-scale-three", false, ["aks", "scale", "-g", "shop-rg", "-n", "prod", "--node-count", "3"], "https://learn.microsoft.com/en-us/cli/azure/aks#az-aks-scale"),
  az("az-aks-show", false, ["aks", "show", "-g", "shop-rg", "-n", "prod"], "https://learn.microsoft.com/en-us/cli/azure/aks#az-aks-show"),
  op("doctl-k8s-pool-zero", true, ["doctl", "kubernetes", "cluster", "node-pool", "update", "prod", "workers", "--count", "0"], "https://docs.digitalocean.com/reference/doctl/reference/kubernetes/cluster/node-pool/update/ (--count)"),
  op("doctl-k8s-pool-three", false, ["doctl", "kubernetes", "cluster", "node-pool", "update", "prod", "workers", "--count", "3"], "https://docs.digitalocean.com/reference/doctl/reference/kubernetes/cluster/node-pool/update/"),
  op("doctl-k8s-pool-list", false, ["doctl", "kubernetes", "cluster", "node-pool", "list", "prod"], "https://docs.digitalocean.com/reference/doctl/reference/kubernetes/cluster/node-pool/list/"),
  // ---- Services, groups and scale sets of the clouds
  aws("aws-ecs-desired-zero", true, ["ecs", "update-service", "--cluster", "prod", "--service", "checkout", "--desired-count", "0"], "https://docs.aws.amazon.com/cli/latest/reference/ecs/update-service.html (--desired-count)"),
  aws("aws-asg-update-zero", true, ["autoscaling", "update-auto-scaling-group", "--auto-scaling-group-name", "checkout-asg", "--min-size", "0", "--max-size", "0", "--desired-capacity", "0"], "https://docs.aws.amazon.com/cli/latest/reference/autoscaling/update-auto-scaling-group.html"),
  aws("aws-asg-max-zero", true, ["autoscaling", "update-auto-scaling-group", "--auto-scaling-group-name", "checkout-asg", "--max-size", "0"], "https://docs.aws.amazon.com/cli/latest/reference/autoscaling/update-auto-scaling-group.html (--max-size)"),
  aws("aws-asg-set-desired-zero", true, ["autoscaling", "set-desired-capacity", "--auto-scaling-group-name", "checkout-asg", "--desired-capacity", "0"], "https://docs.aws.amazon.com/cli/latest/reference/autoscaling/set-desired-capacity.html"),
  aws("aws-app-autoscaling-zero", true, ["application-autoscaling", "register-scalable-target", "--service-namespace", "ecs", "--resource-id", "service/prod/checkout", "--scalable-dimension", "ecs:service:DesiredCount", "--min-capacity", "0", "--max-capacity", "0"], "https://docs.aws.amazon.com/cli/latest/reference/application-autoscaling/register-scalable-target.html (--max-capacity)"),
  aws("aws-apprunner-pause", true, ["apprunner", "pause-service", "--service-arn", "arn:aws:apprunner:eu-west-1:123456789012:service/checkout/8fe1"], "https://docs.aws.amazon.com/cli/latest/reference/apprunner/pause-service.html (compute capacity reduced to zero)"),
  aws("aws-ecs-desired-two", false, ["ecs", "update-service", "--cluster", "prod", "--service", "checkout", "--desired-count", "2"], "https://docs.aws.amazon.com/cli/latest/reference/ecs/update-service.html"),
  aws("aws-ecs-force-deployment", false, ["ecs", "update-service", "--cluster", "prod", "--service", "checkout", "--force-new-deployment"], "https://docs.aws.amazon.com/cli/latest/reference/ecs/update-service.html (--force-new-deployment)"),
  aws("aws-ecs-describe-services", false, ["ecs", "describe-services", "--cluster", "prod", "--services", "checkout"], "https://docs.aws.amazon.com/cli/latest/reference/ecs/describe-services.html"),
  aws("aws-asg-min-zero", false, ["autoscaling", "update-auto-scaling-group", "--auto-scaling-group-name", "checkout-asg", "--min-size", "0", "--max-size", "10", "--desired-capacity", "2"], "https://docs.aws.amazon.com/cli/latest/reference/autoscaling/update-auto-scaling-group.html (a minimum of 0 lets it scale in)"),
  aws("aws-asg-describe", false, ["autoscaling", "describe-auto-scaling-groups", "--auto-scaling-group-names", "checkout-asg"], "https://docs.aws.amazon.com/cli/latest/reference/autoscaling/describe-auto-scaling-groups.html"),
  gcloud("gcloud-mig-resize-zero", true, ["compute", "instance-groups", "managed", "resize", "checkout-mig", "--size", "0"], "https://cloud.google.com/sdk/gcloud/reference/compute/instance-groups/managed/resize (--size)"),
  gcloud("gcloud-mig-resize-four", false, ["compute", "instance-groups", "managed", "resize", "checkout-mig", "--size", "4"], "https://cloud.google.com/sdk/gcloud/reference/compute/instance-groups/managed/resize"),
  gcloud("gcloud-mig-list-instances", false, ["compute", "instance-groups", "managed", "list-instances", "checkout-mig"], "https://cloud.google.com/sdk/gcloud/reference/compute/instance-groups/managed/list-instances"),
  az("az-vmss-scale-zero", true, ["vmss", "scale", "-g", "shop-rg", "-n", "checkout", "--new-capacity", "0"], "https://learn.microsoft.com/en-us/cli/azure/vmss#az-vmss-scale (--new-capacity)"),
  az("az-containerapp-zero", true, ["containerapp", "update", "-n", "checkout", "-g", "shop-rg", "--min-replicas", "0", "--max-replicas", "0"], "https://learn.microsoft.com/en-us/cli/azure/containerapp#az-containerapp-update (--min-replicas, --max-replicas)"),
  az("az-vmss-scale-five", false, ["vmss", "scale", "-g", "shop-rg", "-n", "checkout", "--new-capacity", "5"], "https://learn.microsoft.com/en-us/cli/azure/vmss#az-vmss-scale"),
  az("az-containerapp-scale-to-zero-when-idle", false, ["containerapp", "update", "-n", "checkout", "-g", "shop-rg", "--min-replicas", "0", "--max-replicas", "10"], "https://learn.microsoft.com/en-us/azure/container-apps/scale-app (a minimum of 0 scales to zero when idle and back on demand)"),
  // ---- Hosting platforms and schedulers
  op("heroku-ps-scale-zero", true, ["heroku", "ps:scale", "web=0", "--app", "shop-prod"], "https://devcenter.heroku.com/articles/heroku-cli-commands#heroku-ps-scale", { npm: "heroku" }),
  op("heroku-ps-scale-zero-many", true, ["heroku", "ps:scale", "web=0", "worker=0", "-a", "shop-prod"], "https://devcenter.heroku.com/articles/scaling (several process types at once)", { npm: "heroku" }),
  op("heroku-ps-scale-zero-size", true, ["heroku", "ps:scale", "web=0:standard-2x", "-a", "shop-prod"], "https://devcenter.heroku.com/articles/scaling (TYPE=QUANTITY:SIZE)", { npm: "heroku" }),
  op("heroku-ps-scale-two", false, ["heroku", "ps:scale", "web=2", "--app", "shop-prod"], "https://devcenter.heroku.com/articles/heroku-cli-commands#heroku-ps-scale", { npm: "heroku" }),
  op("heroku-ps", false, ["heroku", "ps", "--app", "shop-prod"], "https://devcenter.heroku.com/articles/heroku-cli-commands#heroku-ps", { npm: "heroku" }),
  op("heroku-maintenance-on", false, ["heroku", "maintenance:on", "--app", "shop-prod"], "https://devcenter.heroku.com/articles/maintenance-mode (dynos keep running)", { npm: "heroku" }),
  op("heroku-ps-restart", false, ["heroku", "ps:restart", "web", "--app", "shop-prod"], "https://devcenter.heroku.com/articles/heroku-cli-commands#heroku-ps-restart", { npm: "heroku" }),
  op("heroku-ps-stop-one-off", false, ["heroku", "ps:stop", "run.4567", "--app", "shop-prod"], "https://devcenter.heroku.com/articles/one-off-dynos#stopping-one-off-dynos", { npm: "heroku" }),
  op("flyctl-scale-zero", true, ["flyctl", "scale", "count", "0", "--app", "shop-prod", "--yes"], "https://fly.io/docs/flyctl/scale-count/", { alias: "fly" }),
  op("flyctl-scale-zero-groups", true, ["flyctl", "scale", "count", "web=0", "worker=0", "-a", "shop-prod"], "https://fly.io/docs/launch/scale-count/ (counts per process group)", { alias: "fly" }),
  op("flyctl-scale-zero-process-group", true, ["flyctl", "scale", "count", "0", "--process-group", "worker", "-a", "shop-prod"], "https://fly.io/docs/flyctl/scale-count/ (--process-group)", { alias: "fly" }),
  op("flyctl-scale-two", false, ["flyctl", "scale", "count", "2", "--app", "shop-prod"], "https://fly.io/docs/flyctl/scale-count/", { alias: "fly" }),
  op("flyctl-scale-show", false, ["flyctl", "scale", "show", "--app", "shop-prod"], "https://fly.io/docs/flyctl/scale-show/", { alias: "fly" }),
  op("flyctl-scale-vm", false, ["flyctl", "scale", "vm", "shared-cpu-2x", "--app", "shop-prod"], "https://fly.io/docs/flyctl/scale-vm/", { alias: "fly" }),
  op("railway-scale-zero", true, ["railway", "scale", "--us-west2", "0", "--service", "checkout"], "https://docs.railway.com/cli (railway scale: replicas per region)", { npm: "@railway/cli" }),
  op("railway-scale-move", false, ["railway", "scale", "--us-east4", "2", "--us-west2", "0", "--service", "checkout"], "https://docs.railway.com/cli (railway scale: replicas moved to another region)", { npm: "@railway/cli" }),
  op("nomad-job-scale-zero", true, ["nomad", "job", "scale", "checkout", "web", "0"], "https://developer.hashicorp.com/nomad/docs/commands/job/scale", { env: "NOMAD_ADDR=https://nomad.prod.example.com:4646" }),
  op("nomad-job-scale-three", false, ["nomad", "job", "scale", "checkout", "web", "3"], "https://developer.hashicorp.com/nomad/docs/commands/job/scale", { env: "NOMAD_ADDR=https://nomad.prod.example.com:4646" }),
  op("nomad-job-status", false, ["nomad", "job", "status", "checkout"], "https://developer.hashicorp.com/nomad/docs/commands/job/status", { env: "NOMAD_ADDR=https://nomad.prod.example.com:4646" }),
  op("docker-service-scale-zero", true, ["docker", "service", "scale", "checkout=0"], "https://docs.docker.com/reference/cli/docker/service/scale/", { options: swarmScope }),
  op("docker-service-update-replicas-zero", true, ["docker", "service", "update", "--replicas", "0", "checkout"], "https://docs.docker.com/reference/cli/docker/service/update/ (--replicas)", { options: swarmScope }),
  op("docker-service-scale-three", false, ["docker", "service", "scale", "checkout=3"], "https://docs.docker.com/reference/cli/docker/service/scale/", { options: swarmScope }),
  op("docker-service-ps", false, ["docker", "service", "ps", "checkout"], "https://docs.docker.com/reference/cli/docker/service/ps/", { options: swarmScope }),
];
